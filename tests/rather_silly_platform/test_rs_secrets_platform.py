"""No Rather Silly secret reaches another player through the platform: game pages, phase
pages, the API and the mails (receipts and turn reports) of every other player are searched
for each seat's secrets, before and after the results."""

from __future__ import annotations

import pytest
from django.core import mail
from django.test import Client
from django.urls import reverse
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient
from rs_orders import ANSWER, SPRING

from games.services.rather_silly import superhirn_marking_set

# Distinctive strings only a seat (and the GM) may ever read.
SECRETS = {
    "austria": ["L tyr Exp", "nwy - tun", "Dreitausendeins", "your lama herds: boh, gal"],
    "italy": ["Zweitausendneunhundert"],
    "turkey": ["L arm Exp", "arm (secret)"],
    "narr": ["smy - edi"],
    "superhirn": ["Leonardo", "INSEL isl", ANSWER],
    "wahrsager": ["VORHERSAGE pic"],
    "germany": ["IF dislodged(A mun)"],
}


def send_spring(table, only=None) -> None:
    for seat, kinds in SPRING.items():
        for kind, text in kinds.items():
            if only is None or seat in only:
                table.send(seat, kind, text)


@pytest.fixture
def published(rs_spring, gm, django_capture_on_commit_callbacks):
    table = rs_spring
    mail.outbox.clear()
    with django_capture_on_commit_callbacks(execute=True):
        send_spring(table)
        superhirn_marking_set(phase=table.phase(), actor=gm, correct=["italy"],
                              reason="Ida knew it")
        done = table.process()
        table.publish(done)
    return table


def pages_seen_by(game, user) -> str:
    client = Client()
    client.force_login(user)
    token, _ = Token.objects.get_or_create(user=user)
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {token.key}")
    responses = [client.get(reverse("game-detail", args=[game.pk])),
                 client.get(reverse("phase-list", args=[game.pk])),
                 api.get(reverse("api-position", args=[game.pk])),
                 api.get(reverse("api-phases", args=[game.pk])),
                 api.get(reverse("api-submissions", args=[game.pk]))]
    for phase in game.phases.all():
        responses.append(client.get(reverse("phase-detail", args=[game.pk, phase.pk])))
        responses.append(api.get(reverse("api-phase", args=[game.pk, phase.pk])))
    assert [r.status_code for r in responses] == [200] * len(responses)
    return "\n".join(r.content.decode() for r in responses)


def test_every_page_and_api_answer_of_another_player_is_free_of_secrets(published, eleven):
    game = published.game
    for viewer_seat, viewer in eleven.items():
        seen = pages_seen_by(game, viewer)
        assert "A vie - gal" in seen  # the public part is there
        for owner, secrets in SECRETS.items():
            if owner == viewer_seat:
                continue
            for secret in secrets:
                assert secret not in seen, (viewer_seat, owner, secret)


def test_a_player_sees_his_own_secrets(published, eleven):
    seen = pages_seen_by(published.game, eleven["austria"])
    assert "L tyr Exp" in seen and "Dreitausendeins" in seen


def test_no_mail_to_another_player_holds_a_secret(published, eleven):
    assert mail.outbox
    for viewer_seat, viewer in eleven.items():
        body = "\n".join(m.body + "".join(str(a[0]) for a in getattr(m, "alternatives", []))
                         for m in mail.outbox if viewer.email in m.to)
        assert body
        for owner, secrets in SECRETS.items():
            if owner != viewer_seat:
                for secret in secrets:
                    assert secret not in body, (viewer_seat, owner, secret)


def test_the_narrs_override_is_hidden_until_the_results_then_public(
        rs_spring, eleven, gm, django_capture_on_commit_callbacks):
    table = rs_spring
    with django_capture_on_commit_callbacks(execute=True):
        send_spring(table, only={"narr", "france"})
    before = pages_seen_by(table.game, eleven["france"])
    assert "A par - pic" not in before
    done = table.process()
    assert "A par - pic" not in pages_seen_by(table.game, eleven["france"])  # under review
    with django_capture_on_commit_callbacks(execute=True):
        table.publish(done)
    after = pages_seen_by(table.game, eleven["france"])
    assert "A par - pic" in after


def test_lama_placements_stay_with_their_owner_after_winter(rs_spring, eleven):
    for viewer_seat in ("england", "narr", "doktor"):
        seen = pages_seen_by(rs_spring.game, eleven[viewer_seat])
        assert "tyr\\nboh\\ngal" not in seen and "your lama herds: tyr, boh, gal" not in seen
    own = pages_seen_by(rs_spring.game, eleven["austria"])
    assert "your lama herds: tyr, boh, gal" in own

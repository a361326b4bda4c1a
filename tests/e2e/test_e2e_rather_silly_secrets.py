"""A Rather Silly turn in a real browser, and what another player's browser may read of it.

Anna (Austria) places her lama herds and, in Spring 1901, types her orders with a mistake, takes
the suggestion, sends them and casts a secret wormhole vote, all through the pages. The
Spielleiter processes and publishes through his console. Anna then sees the new position and
has her report; Emil (England), in his own browser, reads the game page, the phase pages, the
API and his mail, and none of it holds Anna's herds or vote."""

from __future__ import annotations

import re

import pytest
from django.core import mail

from games import services

pytestmark = pytest.mark.e2e

ROLE_PLAYERS = {"narr": "nele", "superhirn": "sigrid", "doktor": "dora", "wahrsager": "walter"}
HERDS = {  # every seat but Austria's, sent through the services
    "england": "yor\ncly\nwal", "france": "pic\nbur\ngas", "germany": "ruh\npru\nsil",
    "italy": "pie\ntus\napu", "russia": "lvn\nukr\nfin", "turkey": "arm\nsyr\nalb",
    "narr": "tyr\nbur\nukr", "superhirn": "nth\nmao\nbla", "doktor": "sil\ngal\nboh",
    "wahrsager": "pru\nlvn\ntus",
}
ANNAS_HERDS = "tyr\nboh\ngal"
ANNAS_VOTE = "nwy - tun"
# What of Anna's may show up only on her own pages and mail (and the Spielleiter's).
# The map draws a herd as a unit "L <province>" titled "<power>: lama herd <province>".
ANNAS_SECRETS = [ANNAS_VOTE, "nwy – tun", "nwy-tun", "tyr\\nboh\\ngal",
                 "your lama herds: tyr, boh, gal", "Austria: lama herd", 'data-unit="L boh"']


@pytest.fixture
def rs_game(db, gm, players, django_user_model, frozen):
    """Eleven seated players, started in Winter 1900, results reviewed before publishing."""
    users = {**players, **{
        role: django_user_model.objects.create_user(
            username=name, email=f"{name}@example.org", password="correct-horse-battery")
        for role, name in ROLE_PLAYERS.items()}}
    game = services.game_create(
        creator=gm, name="Silly in the browser", ruleset="rather_silly", seed=1421,
        schedule={"zat_time": "20:00", "zat_time_zone": "Europe/Berlin",
                  "review_before_publish": True})
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=users[seat.key], actor=gm)
    services.game_start(game=game, actor=gm)
    game.refresh_from_db()
    game.users = users
    return game


def send(game, seat_key: str, kind: str, text: str) -> None:
    seat = game.seats.get(key=seat_key)
    services.orders_submit(seat=seat, user=game.users[seat_key], text=text, kind=kind, lang="en")


def send_in_box(visitor, expect, game, kind_label: str, text: str) -> None:
    page = visitor.page
    page.goto(f"/games/{game.pk}/")
    choice = page.get_by_role("link", name=kind_label, exact=True)
    if choice.count():  # the choice is offered only when the seat may send several kinds
        choice.click()
        # On the box's own page (?kind=...): the chosen link is current there only.
        expect(page.get_by_role("link", name=kind_label, exact=True)).to_have_attribute(
            "aria-current", "page")
    visitor.type_orders(page.get_by_role("textbox"), text)
    expect(page.locator("#order-feedback li.error")).to_have_count(0)
    expect(page.locator("#order-feedback li.ok")).not_to_have_count(0)
    # The button names the box: "Send orders", or "Send: Lama herds (secret)" for other kinds.
    page.get_by_role("button", name=re.compile(r"^Send(:| orders)")).click()
    expect(page.get_by_text("Saved: version 1")).to_be_visible()


def test_a_rather_silly_turn_keeps_annas_herds_and_vote_from_emil(
        rs_game, gm, visit, shots, expect):
    game = rs_game
    anna = visit("anna")
    page = anna.page

    # Winter 1900: Anna's herds through the page, everybody else's through the services.
    send_in_box(anna, expect, game, "Lama herds (secret)", ANNAS_HERDS)
    shots.take(page, "anna-herds-sent")
    for seat, herds in HERDS.items():
        send(game, seat, "lama_placement", herds)
    send(game, "superhirn", "superhirn_question", "Wie hoch ist die Zugspitze?")
    send(game, "superhirn", "superhirn_answer", "2962 Meter")
    winter = services.phase_process_now(phase=game.phases.open().get(), actor=gm,
                                        reason="all herds are in")
    services.phase_publish(phase=winter, actor=gm)

    # Spring 1901: a mistyped order, the suggestion taken, then the secret vote.
    page.goto(f"/games/{game.pk}/")
    orders = page.get_by_role("textbox", name="Orders")
    anna.type_orders(orders, "A vie - Galcia\nA bud - ser\nF tri H")
    mistake = page.locator("#order-feedback li.error")
    expect(mistake).to_have_count(1)
    # Rather Silly's reader names its guesses inside the message rather than as a whole line.
    expect(mistake).to_contain_text("unknown province 'Galcia'; did you mean gal")
    shots.take(page, "anna-typo-with-suggestion")
    anna.type_orders(orders, "A vie - gal\nA bud - ser\nF tri H")
    expect(page.locator("#order-feedback li.error")).to_have_count(0)
    page.get_by_role("button", name="Send orders").click()
    expect(page.get_by_text("Saved: version 1")).to_be_visible()
    send_in_box(anna, expect, game, "Wormhole vote (secret)", ANNAS_VOTE)
    shots.take(page, "anna-vote-sent")
    send(game, "england", "orders", "F lon - nth\nF edi - nwg\nA lvp - yor")
    for seat in ("england", "france"):  # Anna's vote loses, so it never becomes the public link
        send(game, seat, "wormhole_vote", "lon - mos")

    # The Spielleiter: process now, review, publish.
    mail.outbox.clear()
    gisela = visit("gisela")
    gm_page = gisela.page
    gm_page.goto(f"/gm/games/{game.pk}/")
    gm_page.get_by_role("link", name="Process now").click()
    gm_page.get_by_label("Reason").fill("ZAT reached for the test")
    gm_page.get_by_role("button", name="Process now").click()
    gm_page.wait_for_url(f"**/gm/games/{game.pk}/")  # adjudicated: back on the control page
    gm_page.get_by_role("link", name="Review and publish").click()
    shots.take(gm_page, "gm-review")
    expect(gm_page.get_by_role("row", name="austria A vie - gal succeeds")).to_be_visible()
    gm_page.get_by_label("Reason").fill("checked")
    gm_page.get_by_role("button", name="Publish", exact=True).click()
    expect(gm_page.get_by_text("The result has been published.")).to_be_visible()
    shots.take(gm_page, "gm-published")

    # Anna sees the new position and her own secrets; her report is in the outbox.
    page.goto(f"/games/{game.pk}/")
    austria = page.get_by_role("row").filter(has=page.get_by_role("rowheader", name="Austria"))
    expect(austria).to_contain_text("A gal")
    expect(austria).to_contain_text("A ser")
    on_map = page.locator('#board-map g.unit[data-unit="A gal"][data-power="austria"]')
    expect(on_map).to_have_count(1)
    shots.take(page, "anna-after-spring")
    phone = visit("anna", viewport={"width": 360, "height": 780}, is_mobile=True,
                  has_touch=True, device_scale_factor=2)
    phone.page.goto(f"/games/{game.pk}/")
    expect(phone.page.get_by_role("heading", name="Silly in the browser")).to_be_visible()
    shots.take(phone.page, "anna-phone-360px", full_page=False)
    shots.take(phone.page, "anna-phone-360px-whole-page")
    width = phone.page.evaluate("document.documentElement.scrollWidth")
    assert width <= 360, f"the game page scrolls sideways on a phone ({width} px)"

    annas_mail = "\n".join(m.body for m in mail.outbox if m.to == ["anna@example.org"])
    assert "A vie - gal" in annas_mail  # the public part
    assert "your lama herds: tyr, boh, gal" in annas_mail  # her own private part
    assert "your wormhole vote: nwy – tun" in annas_mail

    # Emil's browser: pages, API answers and mail hold nothing of Anna's secrets, which the
    # same reading of Anna's own pages does find (so the strings are spelt as pages spell them).
    emil = visit("emil")
    emil.page.goto(f"/games/{game.pk}/")
    shots.take(emil.page, "emil-game-page")
    emils_mail = [m.body for m in mail.outbox if m.to == ["emil@example.org"]]
    assert emils_mail, "Emil got no turn report"
    emil_saw = "\n".join([everything_seen_by(emil, game), *emils_mail])
    assert "A vie - gal" in emil_saw  # the public part reached him
    anna_saw = everything_seen_by(anna, game)
    for secret in ANNAS_SECRETS:
        assert secret not in emil_saw, secret
    for own in (ANNAS_VOTE, "your lama herds: tyr, boh, gal", "Austria: lama herd boh",
                'data-unit="L boh"'):
        assert own in anna_saw, own


def everything_seen_by(visitor, game) -> str:
    """The game page with its map (as rendered in the browser), the game record, the phase pages
    and the API's game answers."""
    visitor.page.goto(f"/games/{game.pk}/")
    seen = [visitor.page.content(), visitor.get(f"/games/{game.pk}/phases/"),
            visitor.get(f"/games/{game.pk}/record.json"),
            visitor.get(f"/api/games/{game.pk}/record/"),
            visitor.get(f"/api/games/{game.pk}/position/"),
            visitor.get(f"/api/games/{game.pk}/phases/"),
            visitor.get(f"/api/games/{game.pk}/submissions/")]
    for phase in game.phases.all():
        seen += [visitor.get(f"/games/{game.pk}/phases/{phase.pk}/"),
                 visitor.get(f"/api/games/{game.pk}/phases/{phase.pk}/")]
    return "\n".join(seen)

"""A secret never reaches a box others read because of how a mail is worded (issue 21, item
3). For every role's secret box: the secret's lines under every name of the box (labels in
both languages, every alias, upper, lower and title case, with and without colon, decorated,
with "(geheim)"/"secret"/the seat's name around it), mixed with public headings, under
ambiguous and unknown headings, and without any heading. The reader may put them in a secret
box, refuse them with a question, or leave them out; never in a box that is not secret.

Then through the platform: the Superhirn's answer mailed under such wordings is never stored
in the published question, and after the phase no other player's mail, nor the public
report, holds it."""

from __future__ import annotations

import itertools

import pytest
from django.core import mail

from games import services
from games.models import Phase, Submission
from games.rulesets import get_ruleset
from tests.mail.mailbuild import mail_from
from tests.mail.reading import context_for, read_text
from tests.mail.test_mail_rather_silly import make_game, seat
from tests.mail.test_mail_reader import boxes

RULES = get_ruleset("rather_silly")
# A line each secret box takes (checked below: the test is void if the box would not).
SECRETS = {"lama_placement": ["tyr", "boh", "gal"], "lama_explosion": ["tyr"],
           "wormhole_vote": ["nwy - tun"], "narr_override": ["A mun - ber"],
           "superhirn_answer": ["Dreitausendeins Meter"],
           "superhirn_reply": ["Zweitausendneunhundert"], "wahrsager_prediction": ["bur"]}
SECRET_KINDS = {kind.key for kind in RULES.submission_kinds() if kind.secret}
PUBLIC_HEADINGS = ["ORDERS", "Frage:", "Rückzüge:", "Befehle"]


def names(kind: str) -> list[str]:
    info = next(k for k in context_for("silly-s1901-austria").kinds if k.key == kind)
    return [kind, *info.names]


def headings(kind: str, seat_label: str) -> list[str]:
    out = []
    for name in names(kind):
        bare = name.split("(")[0].strip()
        for spelt in {name, bare, bare.upper(), bare.lower(), bare.title()}:
            out += [spelt, f"{spelt}:", f"**{spelt}**", f"=== {spelt} ===", f"Meine {spelt}:",
                    f"{spelt} (geheim):", f"Secret {spelt}:", f"{spelt} {seat_label}:",
                    f"{spelt} für Frühjahr 1901:"]
    return sorted(set(out))


def cases() -> list[tuple[str, str, str]]:
    """(scenario, secret kind, mail text) for every seat and secret box open to it."""
    out = []
    for phase, seat_key in itertools.product(("w1900", "s1901"), [s.key for s in RULES.seats(
            {})]):
        key = f"silly-{phase}-{seat_key}"
        context = context_for(key)
        label = next(s.label for s in RULES.seats({}) if s.key == seat_key)
        for info in context.kinds:
            if not (info.secret and info.mine and info.open_now):
                continue
            lines = "\n".join(SECRETS[info.key])
            for heading in headings(info.key, label):
                out.append((key, info.key, f"{heading}\n{lines}"))
                out.append((key, info.key, f"Frage:\nWer gewinnt?\n{heading}\n{lines}"))
            out += [(key, info.key, lines), (key, info.key, f"Hallo,\n{lines}\nGruß"),
                    (key, info.key, f"Geheimnis:\n{lines}"),
                    (key, info.key, f"Frage (geheim):\n{lines}"),
                    (key, info.key, f"SUPERHIRN:\n{lines}"),
                    (key, info.key, f"Frage und Antwort:\n{lines}"),
                    (key, info.key, f"ORDERS\nA vie H\nNotiz:\n{lines}")]
    return out


CASES = cases()


@pytest.mark.once  # the reader alone: no database
def test_the_cases_cover_every_secret_box_and_its_lines_read_there():
    assert {kind for _key, kind, _text in CASES} == SECRET_KINDS
    assert len(CASES) > 2000
    for kind, lines in SECRETS.items():
        key = {"narr_override": "silly-s1901-narr", "superhirn_answer": "silly-s1901-superhirn",
               "wahrsager_prediction": "silly-s1901-wahrsager",
               "lama_placement": "silly-w1900-austria"}.get(kind, "silly-s1901-austria")
        context = context_for(key)
        assert all(context.reads(kind, line).value == "valid" for line in lines), kind


@pytest.mark.once
def test_no_wording_puts_a_secret_line_in_a_box_that_is_not_secret():
    leaks = []
    for key, kind, text in CASES:
        for box_kind, lines in boxes(read_text(text, key)):
            if box_kind not in SECRET_KINDS and set(lines) & set(SECRETS[kind]):
                leaks.append((key, text, box_kind))
    assert not leaks, leaks[:10]


WORDINGS = ["Frage: Wie hoch ist die Zugspitze?\nAntwort (geheim):\n{s}",
            "SUPERHIRN:\n{s}", "Frage (geheim):\n{s}", "{s}",
            "Frage:\nWie hoch ist die Zugspitze?\nLösung:\n{s}",
            "Frage:\nWie hoch ist die Zugspitze?\n\nGeheim:\n{s}",
            "Frage und Antwort:\nWie hoch ist die Zugspitze?\n{s}",
            "Frage des Superhirns:\nWie hoch ist die Zugspitze?\nSecret answer: {s}"]


@pytest.mark.django_db
def test_the_superhirns_answer_by_mail_never_reaches_another_player(gm, django_user_model,
                                                                    frozen):
    game = make_game(gm, django_user_model, "secret")
    superhirn = seat(game, "superhirn")
    secrets = [f"Geheimwort{n}" for n in range(len(WORDINGS))]
    for wording, secret in zip(WORDINGS, secrets, strict=True):
        services.mail_receive(raw=mail_from(superhirn, wording.format(s=secret)),
                              transport="test")
    questions = Submission.objects.filter(seat=superhirn, kind="superhirn_question")
    assert questions.exists()
    assert not [q.raw_text for q in questions if any(s in q.raw_text for s in secrets)]
    # The phase is played out: herds from everybody, a clean question, then the results.
    for key in [s.key for s in game.seats.all()]:
        services.orders_submit(seat=seat(game, key), user=seat(game, key).player,
                               text="tyr\nboh\ngal", kind="lama_placement")
    services.orders_submit(seat=superhirn, user=superhirn.player, text="Wer?",
                           kind="superhirn_question")
    mail.outbox.clear()
    phase = game.phases.get(status=Phase.Status.OPEN)
    services.phase_process_now(phase=phase, actor=gm, reason="all in")
    phase.refresh_from_db()
    if phase.status == Phase.Status.AWAITING_REVIEW:
        services.phase_publish(phase=phase, actor=gm, reason="ok")
        phase.refresh_from_db()
    others = [m for m in mail.outbox if m.to != [superhirn.player.email]
              and m.to != [gm.email]]
    assert others, "the turn reports must have gone out"
    public = RULES.split_outcome(phase.state, phase.result).public
    texts = [m.body + "".join(str(a[0]) for a in getattr(m, "alternatives", []))
             for m in others] + [str(public)]
    # The oracle is not void: the answer is in the result, in the Superhirn's own part.
    assert secrets[-1] in str(phase.result)
    assert not [s for s in secrets if any(s in text for text in texts)]

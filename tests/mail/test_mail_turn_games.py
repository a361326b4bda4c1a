"""1848 and Europa 1815 by mail: the seat's secret address takes the game's own box (ACTION /
AKTION, ZUG / TURN ...) through the same services as the web page. A turn by mail when it is
the seat's turn is processed as one from the web (the game advances, the turn report goes
out); a mail out of turn is told whose turn it is and stores nothing; STATUS shows the table
with the seat's own hand (1848) or queued lines (1815) only to that seat; HISTORY lists the
versions; WAIT/NOWAIT are answered as not used in these games. Mail and web alternate in one
game and read every line alike; the game ends where a game played on the web alone ends."""

from __future__ import annotations

import html
import logging
import re
from email import message_from_bytes, policy
from pathlib import Path

import pytest
from django.core import mail
from django.urls import reverse

from adjudication.game1848.play import random_turn
from adjudication.game1848.state import state_from_json
from games import services
from games.mail_intake.addresses import address_for
from games.models import InboundMail, Phase, Submission
from games.rulesets import get_ruleset
from games.rulesets.europa1815 import services as europa1815_services
from tests.mail.mailbuild import mail_from

SEATS_1848 = {"s1": "austria", "s2": "england", "s3": "france", "s4": "germany"}
SEATS_1815 = {"fra": "france", "gbr": "england", "aut": "austria", "pru": "germany"}
HEADINGS_1848 = ["ACTION", "Aktion:", "ZUG", "befehle", "**AKTION**", "Spielzug"]
NOT_YOUR_TURN = "It is not your turn: nothing was sent. On turn: "
CORPUS = Path(__file__).parent / "corpus"


class Table:
    """One running game played by mail and by web, the queued work run as a worker would."""

    def __init__(self, game, users, client_for, capture) -> None:
        self.game, self.users, self.capture = game, users, capture
        self.clients = {key: client_for(user) for key, user in users.items()}

    def seat(self, key: str):
        return self.game.seats.select_related("player", "game").get(key=key)

    def phase(self) -> Phase:
        return self.game.phases.live().order_by("-index").first()

    def on_turn(self) -> list[str]:
        return list(get_ruleset(self.game.ruleset).expected_submissions(self.phase().state))

    def by_mail(self, key: str, body: str, **options) -> InboundMail:
        with self.capture(execute=True):
            return services.mail_receive(raw=mail_from(self.seat(key), body, **options),
                                         transport="test")

    def by_web(self, key: str, kind: str, text: str, status: int = 302):
        with self.capture(execute=True):
            answer = self.clients[key].post(reverse("orders-submit", args=[self.game.pk]),
                                            {"kind": kind, "orders": text, "action": "submit"})
        assert answer.status_code == status, answer.content.decode()[:2000]
        return answer

    def web_feedback(self, key: str, kind: str, text: str) -> list[dict]:
        """The page's as-you-type reading of a text (nothing stored)."""
        answer = self.clients[key].post(reverse("orders-check", args=[self.game.pk]),
                                        {"kind": kind, "orders": text})
        assert answer.status_code == 200, answer.content.decode()
        return answer.json()["lines"]

    def answer_to(self, key: str):
        """The last mail to the seat's player that answers a mail of theirs."""
        email = self.users[key].email
        return [m for m in mail.outbox if m.to == [email] and
                m.extra_headers.get("Auto-Submitted") == "auto-replied"][-1]


def shown(lines: list[dict]) -> list[tuple]:
    return [(line["line"], line["reading"], line["error"], line["suggestion"]) for line in lines]


def start(gm, players, ruleset: str, seats: dict[str, str], **setup):
    game = services.game_create(creator=gm, name=f"{ruleset} per Post", ruleset=ruleset,
                                seed=1848 if ruleset == "game1848" else 1815)
    if setup:
        europa1815_services.europa_setup(game=game, actor=gm, reason="example map", **setup)
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=players[seats[seat.key]], actor=gm)
    services.game_start(game=game, actor=gm)
    game.refresh_from_db()
    return game


@pytest.fixture
def t1848(gm, players, frozen, client_for, django_capture_on_commit_callbacks) -> Table:
    game = start(gm, players, "game1848", SEATS_1848)
    return Table(game, {k: players[v] for k, v in SEATS_1848.items()}, client_for,
                 django_capture_on_commit_callbacks)


@pytest.fixture
def t1815(gm, players, frozen, client_for, django_capture_on_commit_callbacks) -> Table:
    game = start(gm, players, "europa1815", SEATS_1815, example=True, start_phase=False)
    return Table(game, {k: players[v] for k, v in SEATS_1815.items()}, client_for,
                 django_capture_on_commit_callbacks)


def play_1848(table: Table, turns: int, by_mail: bool) -> list[str]:
    """``turns`` turns of random legal actions (from the seed); with ``by_mail`` every other
    action goes by mail under a changing heading, after checking that the mail's reading is
    the page's. Returns the labels of the turns played."""
    played, sent = [], 0
    for number in range(turns):
        phase = table.phase()
        texts = random_turn(state_from_json(phase.state), f"mail-{number}")
        for key, text in texts.items():
            if by_mail and sent % 2 == 0:
                web = table.web_feedback(key, "action", text)
                heading = HEADINGS_1848[sent % len(HEADINGS_1848)]
                inbound = table.by_mail(key, f"{heading}\n{text}\n\nViele Grüße")
                (result,) = inbound.reading["results"]
                assert result["ok"] and result["version"] == 1, inbound.reading
                assert shown(result["lines"]) == shown(web)
                answer = table.answer_to(key).body
                assert f"✓ {web[0]['reading']}" in answer
                assert "Your turn is in; the turn report follows by mail" in answer
            else:
                table.by_web(key, "action", text)
            sent += 1
        after = table.game.phases.get(pk=phase.pk)
        assert after.status == Phase.Status.PUBLISHED, after.label  # processed at once
        played.append(after.label)
        if table.game.phases.filter(status=Phase.Status.OPEN).count() == 0:
            break
    return played


def test_1848_turns_by_mail_and_web_end_like_a_game_on_the_web_alone(
        t1848, gm, players, client_for, django_capture_on_commit_callbacks):
    mail.outbox.clear()
    labels = play_1848(t1848, 5, by_mail=True)
    assert len(labels) == 5
    by_mail = InboundMail.objects.filter(game=t1848.game, submissions__isnull=False)
    assert by_mail.count() >= 3
    # The turn reports went out for every turn, each player's with its seat's address.
    reports = [m for m in mail.outbox if "Results of T" in m.subject]
    assert len(reports) == 5 * 5  # four players and the Spielleiter
    for key, user in t1848.users.items():
        mine = [m for m in reports if m.to == [user.email]]
        assert len(mine) == 5 and {tuple(m.reply_to) for m in mine} == {
            (address_for(t1848.seat(key)),)}
    gm_reports = [m for m in reports if m.to == [gm.email]]
    assert gm_reports and all(not m.reply_to for m in gm_reports)

    web_only = Table(start(gm, players, "game1848", SEATS_1848), t1848.users, client_for,
                     django_capture_on_commit_callbacks)
    assert play_1848(web_only, 5, by_mail=False) == labels
    results = [[p.result for p in table.game.phases.filter(status=Phase.Status.PUBLISHED)
                .order_by("index")] for table in (t1848, web_only)]
    assert results[0] == results[1]


def test_1848_a_mail_out_of_turn_is_told_whose_turn_it_is_and_stores_nothing(t1848, api_for):
    (on_turn,) = t1848.on_turn()
    other = next(key for key in SEATS_1848 if key != on_turn)
    name = f"Spieler {on_turn[1:]} ({t1848.users[on_turn].username})"
    inbound = t1848.by_mail(other, "AKTION\npasse")
    (result,) = inbound.reading["results"]
    assert result["error"].startswith(NOT_YOUR_TURN + name)
    assert NOT_YOUR_TURN + name in t1848.answer_to(other).body
    assert not Submission.objects.filter(seat__game=t1848.game).exists()
    # The API says the same (409), and the web page of that seat offers no box at all.
    api = api_for(t1848.users[other]).post(f"/api/games/{t1848.game.pk}/submissions/",
                                           {"kind": "action", "text": "passe"}, format="json")
    assert api.status_code == 409 and result["error"] in api.content.decode()
    page = t1848.clients[other].get(reverse("game-detail", args=[t1848.game.pk]))
    assert "Not your turn: you will get a mail when it is." in page.content.decode()
    assert t1848.phase().label == "T1"


def test_1848_a_turn_without_a_heading_is_played_and_out_of_turn_told_whose_turn(t1848):
    (on_turn,) = t1848.on_turn()
    other = next(key for key in SEATS_1848 if key != on_turn)
    inbound = t1848.by_mail(other, "Hallo,\npasse\nGruß")
    assert not inbound.reading["results"]
    assert any(note.startswith(NOT_YOUR_TURN) for note in inbound.reading["notes"])
    assert not Submission.objects.filter(seat__game=t1848.game).exists()
    inbound = t1848.by_mail(on_turn, "Hallo,\npasse\nGruß")
    assert inbound.reading["results"][0]["lines"][0]["reading"] == "passes"
    assert t1848.phase().label == "T2"


def test_1848_an_action_with_an_error_is_answered_line_by_line_and_not_played(t1848):
    (key,) = t1848.on_turn()
    web = t1848.web_feedback(key, "action", "spiele Blücher")
    inbound = t1848.by_mail(key, "Action: spiele Blücher")
    (result,) = inbound.reading["results"]
    assert shown(result["lines"]) == shown(web) and web[0]["error"]
    answer = t1848.answer_to(key).body
    assert f"✗ spiele Blücher\n      {web[0]['error']} — did you mean: {web[0]['suggestion']}"\
        in answer
    assert not Submission.objects.filter(seat__game=t1848.game).exists()
    page = t1848.by_web(key, "action", "spiele Blücher", status=400)
    assert html.escape(web[0]["error"], quote=False) in page.content.decode()
    assert t1848.phase().label == "T1" and t1848.phase().status == Phase.Status.OPEN


def test_1848_status_history_and_wait_by_mail(t1848):
    (key,) = t1848.on_turn()
    hand = list(t1848.phase().state["hands"][key])
    inbound = t1848.by_mail(key, "STATUS\nWAIT")
    answer = t1848.answer_to(key).body
    assert "It is your turn." in answer and "Your hand (4): " in answer
    assert all(card in answer for card in hand)
    wait = next(r for r in inbound.reading["results"] if r["type"] == "command")
    assert "WAIT and NOWAIT are not used in this game" in wait["error"]
    assert "Headings: ACTION (AKTION) for your turn" in answer and "NOWAIT" in answer

    t1848.by_mail(key, "ACTION\npasse\nNOWAIT")  # no WAIT flag can hold the turn up
    assert t1848.phase().label == "T2"
    t1848.by_mail(key, "HISTORY\nSTATUS")
    answer = t1848.answer_to(key).body
    assert "T1 action v1 ✓" in answer
    (now,) = t1848.on_turn()
    assert f"On turn: Spieler {now[1:]} ({t1848.users[now].username})" in answer


def test_1848_in_german_the_answer_and_the_status_speak_german(t1848):
    (key,) = t1848.on_turn()
    services.profile_update(user=t1848.users[key], language="de")
    t1848.by_mail(key, "STAND")
    answer = t1848.answer_to(key).body
    assert "Sie sind am Zug." in answer, answer
    assert "Ihre Hand" in answer
    assert "Überschriften: AKTION (ACTION)" in answer


def hidden_from(table: Table, key: str) -> set[str]:
    """Cards the player of ``key`` may never read: those in other hands or the decks now,
    never in ``key``'s own hand in any turn and never shown on the table."""
    public = " ".join(str(p.report.public) for p in table.game.phases.filter(
        status=Phase.Status.PUBLISHED).select_related("report"))
    states = [p.state for p in table.game.phases.all()]
    own = {card for state in states for card in state["hands"][key]}
    now = table.phase().state
    others = {card for seat, hand in now["hands"].items() if seat != key for card in hand}
    others |= set(now["decks"]["persons"]) | set(now["decks"]["extras"])
    return {card for card in others - own if not re.search(rf"\b{card}\b", public)}


# A card's own printed text may name another card ("cancels Z10"): that is no secret.
PRINTED = re.compile(r"cancels Z\d+|hebt sich mit Z\d+ auf")


def leaks(text: str, hidden: set[str]) -> list[str]:
    text = PRINTED.sub("", text)
    return sorted(card for card in hidden if re.search(rf"\b{card}\b", text))


def test_1848_a_hand_appears_only_in_its_own_seats_mails(t1848, caplog):
    caplog.set_level(logging.DEBUG)
    mail.outbox.clear()
    play_1848(t1848, 4, by_mail=True)
    for key in SEATS_1848:  # every seat asks for its status and history by mail
        t1848.by_mail(key, "STATUS\nHISTORY\nAKTION\npasse")
    for key, user in t1848.users.items():
        hidden = hidden_from(t1848, key)
        assert hidden, key
        mine = [m for m in mail.outbox if m.to == [user.email]]
        texts = ["\n".join([m.subject, m.body, *(a[0] for a in m.alternatives)])
                 for m in mine]
        assert len(mine) >= 6
        for text in texts:
            assert leaks(text, hidden) == []
        # The check can fail: the same mails name this seat's own hand.
        hand = t1848.phase().state["hands"][key]
        assert any(all(card in text for card in hand) for text in texts), key
    logged = "\n".join(r.getMessage() for r in caplog.records)
    assert "inbound mail" in logged  # the intake did log
    everything = {c for key in SEATS_1848 for c in t1848.phase().state["hands"][key]}
    assert leaks(logged, everything) == []


def test_1815_turns_by_mail_and_web_alike(t1815, gm):
    turns = [("fra", "mail", "ZUG\n1: Verlegung nach Paris: 2 Inf aus Lyon\n2: Passen"),
             ("gbr", "web", "1: Passen\n2: Passen"),
             ("aut", "mail", "Aktionen:\n1: Nachschub in Wien: 2 Inf 1 Kav\n\n"
                             "Grüße aus Wien"),
             ("pru", "web", "1: Passen\n2: Passen")]
    mail.outbox.clear()
    for key, channel, text in turns:
        assert t1815.on_turn() == [key]
        body = text.split("\n", 1)[1].split("\n\n")[0] if channel == "mail" else text
        web = t1815.web_feedback(key, "turn", body)
        if channel == "mail":
            inbound = t1815.by_mail(key, text)
            (result,) = inbound.reading["results"]
            assert result.get("ok") and shown(result["lines"]) == shown(web), inbound.reading
        else:
            t1815.by_web(key, "turn", text)
    assert t1815.on_turn() == ["fra"]  # the round went on
    reports = [m for m in mail.outbox if "Results of" in m.subject]
    assert len(reports) == 4 * 5
    for key, user in t1815.users.items():
        assert {tuple(m.reply_to) for m in reports if m.to == [user.email]} == {
            (address_for(t1815.seat(key)),)}
    receipts = [m for m in mail.outbox if m.to == [t1815.users["gbr"].email]
                and "Results of" not in m.subject]
    assert receipts and all(m.reply_to == [address_for(t1815.seat("gbr"))] for m in receipts)


def test_1815_refused_out_of_turn_status_and_wait_by_mail(t1815):
    inbound = t1815.by_mail("gbr", "ZUG\n1: Passen\n2: Passen")
    # The English answer names the seat in English (issue 23: one language per screen).
    assert NOT_YOUR_TURN + "France (francois)" in inbound.reading["results"][0]["error"]
    text = "1: Angriff auf Atlantis: 2 Inf aus Lyon"
    web = t1815.web_feedback("fra", "turn", text)
    inbound = t1815.by_mail("fra", f"Zug\n{text}\nSTATUS\nNICHT WARTEN")
    box, wait, status = inbound.reading["results"]
    assert status["type"] == "status"
    assert box["error"].startswith("Nothing was sent: 1 line ")
    assert web[0]["error"] not in box["error"]  # said once, with its line (issue 23, item 9)
    assert shown(box["lines"]) == shown(web)
    answer = t1815.answer_to("fra").body
    assert answer.count(web[0]["error"]) == 1
    assert f"  ✗ {text}\n      {web[0]['error']}" in answer
    assert "It is your turn." in answer and "France (you), Team A" in answer
    assert "Paris ★: France, 4 Inf 2 Kav 1 Art, Ney" in answer
    assert wait["name"] == "nowait" and "not used in this game" in wait["error"]
    assert not Submission.objects.filter(seat__game=t1815.game).exists()


SECRET = "Truppen übergeben nach Marseille"
ATTACK = ("1: Angriff auf Bayern: 2 Inf aus Prag\n2: Nachschub Wien: 2 Inf 1 Kav 1 Art\n"
          f"Team: {SECRET}: 1 Inf aus Mailand")


def test_1815_queued_lines_reach_only_their_players_status(t1815, gm):
    t1815.by_web("fra", "turn", "1: Passen\n2: Passen")
    t1815.by_mail("gbr", "BEFEHLE\n1: Passen\n2: Passen")
    inbound = t1815.by_mail("aut", f"ZUG\n{ATTACK}")
    assert inbound.reading["results"][0]["ok"], inbound.reading
    phase = t1815.phase()
    assert phase.status == Phase.Status.AWAITING_REVIEW  # the attack waits for the GM
    with t1815.capture(execute=True):
        services.phase_publish(phase=phase, actor=gm, reason="published before the ruling")
    mail.outbox.clear()
    for key in SEATS_1815:
        t1815.by_mail(key, "STATUS")
    refused = t1815.by_mail("pru", "ZUG\n1: Passen")
    assert "Nobody is on turn now: the Spielleiter is to act." in refused.reading[
        "results"][0]["error"]
    own = t1815.answer_to("aut").body
    assert SECRET in own and "waiting for the Spielleiter" in own
    for key in ("fra", "gbr", "pru"):
        body = "\n".join(m.body + "".join(a[0] for a in m.alternatives)
                         for m in mail.outbox if m.to == [t1815.users[key].email])
        assert "STATUS" in body and SECRET not in body and "Mailand" not in body, key


def test_the_press_page_shows_the_seat_address_in_these_games(t1848, t1815):
    for table in (t1848, t1815):
        key = next(iter(table.users))
        page = table.clients[key].get(reverse("press", args=[table.game.pk]))
        assert address_for(table.seat(key)) in page.content.decode()


def readdressed(name: str, seat) -> bytes:
    """A corpus mail as if its player had sent it to this seat's address."""
    message = message_from_bytes((CORPUS / name).read_bytes(), policy=policy.compat32)
    message.replace_header("To", address_for(seat))
    message.replace_header("From", seat.player.email)
    return message.as_bytes()


@pytest.mark.parametrize(("name", "reading"), [
    ("343-turn-1848-befehle-passe-outlook-de.eml", "passes"),
    ("349-turn-1848-wait-not-used-iphone-de.eml", None),
])
def test_corpus_mails_of_1848_play_a_real_turn(t1848, name, reading):
    (key,) = t1848.on_turn()
    with t1848.capture(execute=True):
        inbound = services.mail_receive(raw=readdressed(name, t1848.seat(key)),
                                        transport="test")
    box = inbound.reading["results"][0]
    if reading:  # Windows-1252, quoted-printable, Outlook's German reply header: one pass
        assert box["lines"][0]["reading"] == reading and t1848.phase().label == "T2"
    else:  # an army card not in the hand: refused with the hand, the turn stays
        assert box["lines"][0]["suggestion"].startswith("Your hand: ")
        assert t1848.phase().label == "T1"


def test_corpus_mails_of_1815_play_a_real_turn(t1815):
    with t1815.capture(execute=True):
        inbound = services.mail_receive(raw=readdressed(
            "352-turn-1815-turn-english-android-en.eml", t1815.seat("fra")), transport="test")
    (box,) = inbound.reading["results"]
    assert [line["reading"] for line in box["lines"]] == ["Move to Paris: 2 inf from Lyon",
                                                          "Pass"]
    assert t1815.on_turn() == ["gbr"]

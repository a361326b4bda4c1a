"""A phase's turn-report mails share what several recipients have in common (issue 26, item 5:
the subject and public results once per language, the head once per language and time zone,
each distinct map drawn once), and every mail still reads exactly as if it had been made for
its recipient alone, with their own secrets only. The oracles are the game's state: the stored
result and private parts, the recipients' profiles, the next phase's ZAT."""

from __future__ import annotations

import hashlib
import zoneinfo

import pytest
from django.utils import timezone, translation
from django.utils.translation import gettext

from benchmarks.platform_setup import OPENINGS
from games import services
from games.deadlines import phase_due_at
from games.emails import map_image, turn_report
from games.models import QueuedMail, SeatReport
from games.rulesets import get_ruleset

PROFILES = {  # seat: (language, time zone); the others keep English and Berlin
    "england": ("de", "America/New_York"),
    "france": ("en", "Asia/Tokyo"),
    "italy": ("de", "Europe/Berlin"),
}


@pytest.fixture
def published(running_game, gm, players, frozen, settings):
    """Spring 1901 processed: Austria with a line that cannot be read, Russia silent, three
    players with another language or time zone, the game master reading German."""
    settings.MAIL_QUEUE_SEND_AT_ONCE = False  # the queued bodies are what is checked
    for key, (language, zone) in PROFILES.items():
        services.profile_update(user=players[key], language=language, time_zone=zone)
    services.profile_update(user=gm, language="de")
    for seat in running_game.seats.all():
        if seat.key == "russia":
            continue
        text = OPENINGS[seat.key] + ("\nA xyz - abc" if seat.key == "austria" else "")
        services.orders_submit(seat=seat, user=seat.player, text=text, notify=False)
    phase = running_game.phases.open().get()
    done = services.phase_process_now(phase=phase, actor=gm, reason="every power has sent")
    assert done.status == "published"
    return done


def _language(viewer: str) -> str:
    """The language a seat's player (or, ``"gm"``, the game master) reads, as set above."""
    return "de" if viewer == "gm" else PROFILES.get(viewer, ("en", ""))[0]


def _mails(phase):
    return list(QueuedMail.objects.filter(kind="turn_report", ref__phase=phase.pk)
                .select_related("email").order_by("pk"))


def test_every_mail_is_what_rendering_it_alone_gives(published):
    """The phase's mails queued again from its stored report (sharing their pieces), each
    equal to the same mail rendered alone (``turn_report_again``: a cache of its own)."""
    QueuedMail.objects.filter(pk__in=[row.pk for row in _mails(published)]).delete()
    assert turn_report.send_turn_report(published.pk) == 8  # seven players and the GM
    rows = _mails(published)
    assert len({row.email.to[0] for row in rows}) == 8
    for row in rows:
        alone = turn_report.turn_report_again(row.ref)
        email = row.email
        html = next(body for body, mime in alone.alternatives if mime == "text/html")
        assert (email.subject, email.message, email.html_message) == (
            alone.subject, alone.body, html), email.to


def test_the_shared_pieces_equal_the_templates_they_stand_for(published, monkeypatch):
    """The frame includes the head and the public block when they are not given: the
    pieces rendered once per phase must be exactly what those includes give."""
    shared = turn_report._shared_words

    def nothing_shared(context, language, zone, words):
        subject = shared(context, language, zone, {})[0]
        return subject, None, None, None, None

    for row in _mails(published):
        with_pieces = turn_report.turn_report_again(row.ref, draw=False)
        with monkeypatch.context() as patch:
            patch.setattr(turn_report, "_shared_words", nothing_shared)
            included = turn_report.turn_report_again(row.ref, draw=False)
        assert with_pieces.body == included.body
        assert with_pieces.alternatives == included.alternatives


def test_each_mail_holds_the_public_results_and_its_own_part_only(published):
    game = published.game
    seats = {seat.pk: seat for seat in game.seats.select_related("player__profile")}
    private = {part.seat_id: part.private
               for part in SeatReport.objects.filter(report__phase=published)}
    orders = published.result["orders"]
    following = game.phases.open().get()
    due = phase_due_at(following)
    for row in _mails(published):
        text = row.email.message
        for order in orders:
            assert order["order"] in text
        seat = seats.get(row.ref["seat"])
        user = seat.player if seat else game.game_masters.get()
        language, zone = PROFILES.get(seat.key if seat else "", ("en", "Europe/Berlin"))
        if seat is None:
            language = "de"
        with translation.override(language):  # a seat's label reads in the language
            orders_word = gettext("Orders")
            headings = {other.pk: gettext("Only for %(seat)s") % {"seat": str(other.label)}
                        for other in seats.values()}
        assert orders_word in text
        shown = {pk for pk, heading in headings.items() if heading in text}
        assert shown == ({seat.pk} if seat else set(seats)), user
        for seat_pk, part in private.items():
            for error in part.get("errors") or []:
                mine = seat is None or seat_pk == seat.pk
                assert (error["line"] in text) == mine, (user, error)
        local = timezone.localtime(due, zoneinfo.ZoneInfo(zone))
        assert f"{local:%H:%M}" in text, (user, local)


def test_the_austrian_mistake_and_the_russian_silence_reach_whom_they_concern(published):
    rows = {row.email.to[0]: row.email.message for row in _mails(published)}
    game = published.game
    austria = game.seats.get(key="austria")
    russia = game.seats.get(key="russia")
    assert "xyz - abc" in rows[austria.player.email]
    assert "xyz - abc" in rows[game.game_masters.get().email]
    assert "xyz - abc" not in rows[russia.player.email]
    assert published.result["missed_seats"] == ["russia"]
    assert russia.label in rows[game.seats.get(key="turkey").player.email]


def test_a_map_is_drawn_once_per_language_and_view_and_is_each_recipients_own(
        published, monkeypatch):
    """Each recipient's picture is the one drawn for them alone (the SVG of their own board
    as they may see it); recipients who see the same board in the same language share one
    drawing."""
    drawn: list[tuple[str, str]] = []
    render = map_image.render_svg

    def counting(board, *, viewer=None, lang="en", **kwargs):
        drawn.append((viewer, lang))
        return render(board, viewer=viewer, lang=lang, **kwargs)

    monkeypatch.setattr(map_image, "render_svg", counting)
    phase = published
    game = phase.game
    rows = _mails(phase)
    QueuedMail.objects.filter(pk__in=[row.pk for row in rows]).delete()
    turn_report.send_turn_report(phase.pk)
    player_languages: dict[str, list[str]] = {}
    for seat in game.seats.all():
        player_languages.setdefault(_language(seat.key), []).append(seat.key)
    for language, keys in player_languages.items():
        # The seven players of a standard game see the same board: one drawing a language.
        assert sum(1 for viewer, lang in drawn if lang == language and viewer in keys) == 1
    assert len(drawn) <= len(player_languages) + 1  # and the game master's, if it differs

    parts = {part.seat.key: part.private
             for part in SeatReport.objects.filter(report__phase=phase).select_related("seat")}
    render_alone = render  # not counted: the oracle draws every recipient's map itself
    noun = get_ruleset(game.ruleset).picture_noun
    assert noun == "map"
    for row in _mails(phase):
        seat_pk = row.ref["seat"]
        seat = game.seats.get(pk=seat_pk) if seat_pk else None
        viewer = seat.key if seat else "gm"
        board = map_image.report_board(phase, viewer, parts.get(viewer))
        svg = render_alone(board, viewer=viewer, lang=_language(viewer))
        expected = map_image.picture_png(svg)
        [image] = row.inline
        assert image["sha256"] == hashlib.sha256(expected).hexdigest(), viewer



def test_a_report_rendered_again_names_the_missed_seat_in_the_readers_language(published):
    """The stored report keeps the missed seat's label as a plain string; the mail made again
    from it (a resend after delivery) still names the seat in its reader's language, as the
    first mail did."""
    russia = published.game.seats.get(key="russia")
    for row in _mails(published):
        keys = {seat.pk: seat.key for seat in published.game.seats.all()}
        language = _language(keys.get(row.ref["seat"], "gm"))
        with translation.override(language):
            missed_line = f'{gettext("Missed this phase (no orders received)")}: ' \
                          f"{gettext(str(russia.label))}"
        again = turn_report.turn_report_again(row.ref, draw=False)
        assert missed_line in row.email.message, row.email.to
        assert missed_line in again.body, row.email.to


def test_the_html_part_goes_as_it_is_not_quoted_printable(published):
    """A line over 998 bytes makes Django encode a whole HTML part quoted-printable, a
    pure-Python pass over every character of every mail sent (issue 26, item 5): the public
    results put one table row, one list item per line. Spring 1901's table of every order on
    one line was about 1,800 bytes."""
    from games.emails.bodies import build

    orders = published.report.public["orders"]
    assert len(orders) >= 15  # a table that long: the line it used to be was over the limit
    for item in _mails(published):
        message = build(item.email).message()
        [html] = [part for part in message.walk() if part.get_content_type() == "text/html"]
        assert html["Content-Transfer-Encoding"] in {"7bit", "8bit"}  # as written
        text = html.get_payload(decode=True).decode()
        rows = [line for line in text.splitlines() if line.startswith(("<tr>", "<table><tr>"))]
        assert len(rows) == len(orders)

# ruff: noqa: F811  (the 1815 fixtures are imported from their conftest by name)
"""Issue 23, items 3 and 9: no internal name and no line twice on the pages and in the mails.

Each test renders the real page (or mail) and reads what a person reads; the expected words
come from the rule text's terms (docs/web.md, "Internal names and repeated lines").
"""

from __future__ import annotations

import html
import re

from django.core import mail
from django.urls import reverse

from games import services
from games.models import Phase
from tests.europa1815_platform.conftest import (  # noqa: F401 (fixtures)
    Table1815,
    e1815,
    e1815_running,
    four,
    table,
)


def visible(page: str) -> str:
    """The page's text as read: no scripts, styles or attributes."""
    text = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", text)))


def test_the_next_step_is_named_as_the_rule_text_names_it(table):
    # Frankreich is on turn with its 1st action next (seating fra gbr aut pru)
    assert "next step: 1st action" in visible(table.page("fra"))
    services.profile_update(user=table.users["fra"], language="de")
    de = table.clients["fra"].get(reverse("game-detail", args=[table.game.pk]),
                                  HTTP_ACCEPT_LANGUAGE="de").content.decode()
    assert "nächster Schritt: 1. Aktion" in visible(de)
    table.send("fra", "1: Verlegung nach Paris: 2 Inf aus Lyon\n2: Passen")
    # the turn passed on; Großbritannien's first step shows, never a key
    for page in (visible(table.page("gbr")), visible(table.page(None))):
        assert not re.search(r"\b(action1|action2|team_end|team)\)", page), page


def test_the_audit_log_shows_the_label_not_the_code(table):
    game = table.game
    page = table.gm_client.get(reverse("gm-audit", args=[game.pk])).content.decode()
    codes = set(re.findall(r'data-action="([a-z_0-9]+)"', page))
    assert codes, "the audit log lists the game's start"
    text = visible(page)
    for code in codes:
        assert code not in text, code  # only as a data attribute, for scripts and tests


def test_a_z_effect_is_counted_in_words(table):
    mail.outbox.clear()
    table.send("fra", "1: Verlegung nach Paris: 2 Inf aus Lyon\n2: Passen")
    phase = table.game.phases.filter(status=Phase.Status.PUBLISHED).order_by("-index").first()
    page = visible(table.clients["fra"].get(
        reverse("phase-detail", args=[table.game.pk, phase.pk])).content.decode())
    # Frankreich holds one grey fortress (Paris ■) on the example map: 1 + 1 Z-effects
    assert "Z-effect 1 of 2 into Paris" in page, page
    assert not re.search(r"Z-(effect|Effekt) \d+/\d+", page)
    bodies = [m.body for m in mail.outbox if "Results of" in m.subject or "Ergebnis" in m.subject]
    assert bodies and all("Z-effect 1 of 2 into Paris" in b for b in bodies)


def test_a_gm_operation_is_told_once_in_the_report_and_the_mail(table):
    mail.outbox.clear()
    table.gm_post("end_turn", reason="Frankreich ist verreist")
    phase = table.game.phases.filter(status=Phase.Status.PUBLISHED).order_by("-index").first()
    page = visible(table.clients["gbr"].get(
        reverse("phase-detail", args=[table.game.pk, phase.pk])).content.decode())
    assert page.count("Frankreich ist verreist") == 1, page
    assert "(end_turn)" not in page
    bodies = [m.body for m in mail.outbox if "Frankreich ist verreist" in m.body]
    assert bodies
    for body in bodies:
        assert body.count("Frankreich ist verreist") == 1 and "(end_turn)" not in body
    for message in mail.outbox:
        for part, kind in getattr(message, "alternatives", []):
            if kind == "text/html" and "Frankreich ist verreist" in part:
                assert visible(part).count("Frankreich ist verreist") == 1


def test_a_refused_turn_says_each_refusal_once(table):
    services.profile_update(user=table.users["fra"], language="de")
    answer = table.send("fra", "1: Verlegung nach Paris: 2 Inf aus Lyon\nx", status=400)
    page = visible(answer.content.decode())
    refusal = "Unbekannte Aktion 'x'."
    assert page.count(refusal) == 1, page
    assert "Nichts wurde abgegeben: 1 Zeile" in page


def test_the_phase_label_names_season_year_and_nation_in_the_readers_language(table):
    """Was "1 Winter 1815 fra" (turn counter, season, seat key). The words come from the
    engine's season names and the map's nation names, so the oracle is not the label code."""
    from adjudication.europa1815 import example_map, season_name

    game_map = example_map()
    on_turn = table.position()["turn"]["player"]
    season = table.position()["season"]
    want = {lang: f"{season_name(season, lang)} 1815 · {game_map.player_name(on_turn, lang)}"
            for lang in ("en", "de")}
    assert want == {"en": "Winter 1815 · France", "de": "Winter 1815 · Frankreich"}
    mail.outbox.clear()
    table.send("fra", "1: Verlegung nach Paris: 2 Inf aus Lyon\n2: Passen")
    done = table.game.phases.filter(status=Phase.Status.PUBLISHED).get()
    url = reverse("phase-detail", args=[table.game.pk, done.pk])
    en = visible(table.clients["gbr"].get(url).content.decode())
    assert f"Turn {want['en']}" in en and "fra" not in en.split()
    services.profile_update(user=table.users["gbr"], language="de")
    de = visible(table.clients["gbr"].get(url, HTTP_ACCEPT_LANGUAGE="de").content.decode())
    assert want["de"] in de and want["en"] not in de
    subjects = [m.subject for m in mail.outbox]
    assert any(want["en"] in s for s in subjects), subjects
    assert not any(re.search(r"\b1 Winter 1815 fra\b", s) for s in subjects)
    # the next label (Großbritannien on turn) on the list of past turns and the header
    page = visible(table.page("gbr"))
    assert "Winter 1815 · Großbritannien" in page or "Winter 1815 · Great Britain" in page


def test_the_catalogs_label_words_are_the_engines_and_the_maps_words():
    """The German of each label word comes from the engine's season names and the example
    map's nation names; the catalog may not drift from them."""
    from django.utils import translation

    from adjudication.europa1815 import example_map, season_name
    from games.models.phases import PhaseLabel

    game_map = example_map()
    pairs = [(season_name(s, "en"), season_name(s, "de"))
             for s in ("start", "winter", "summer", "sp", "reinforcement", "end")]
    pairs += [(game_map.player_name(p, "en"), game_map.player_name(p, "de"))
              for p in game_map.players]
    with translation.override("de"):
        assert [(en, str(PhaseLabel(f"{en} 1815"))) for en, _ in pairs] == [
            (en, f"{de} 1815") for en, de in pairs]
        assert str(PhaseLabel("S1901M")) == "S1901M" and str(PhaseLabel("T3")) == "T3"

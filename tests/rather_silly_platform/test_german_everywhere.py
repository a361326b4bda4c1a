"""A German player and a German game master read German: every page the URL conf offers them
(found by the leak sweep, ``tests/leak_sweep.py``) and every mail they get, over a Rather
Silly game's setup and first spring, carries no English UI word.

The check is a word list, not a language detector: :data:`ENGLISH` holds English words the
interface uses and German never does (function words like "the", "your", and UI words with a
German translation in ``locale/de``: "orders", "send", "succeeds"...). Visible text is read:
tags, scripts, styles and what people wrote themselves (orders in text areas, press, a game
master's reason; marked ``translate="no"``, the HTML attribute for it) are left out; attribute
texts a reader sees (title, placeholder, aria-label, alt) are read. Game terms
(ZAT, VZ, unit and province abbreviations, "Rather Silly") are not in the list, so they pass.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from django.core import mail
from german_walk import Pictures, sweep_mails, sweep_pages
from rs_orders import SPRING

from games.models import PlayerProfile
from games.rulesets.rather_silly.services import superhirn_marking_set

pytestmark = pytest.mark.once  # the words of pages and mails

ENGLISH = frozenset({
    "the", "and", "your", "you", "is", "are", "has", "have", "not", "this", "that", "with",
    "from", "for", "of", "to", "which", "there", "their", "orders", "order", "send", "submit",
    "save", "cancel", "invite", "player", "players", "game", "games", "seat", "seats", "none",
    "yes", "succeeds", "fails", "failed", "replaced", "bounced", "dislodged", "destroyed",
    "results", "result", "year", "spring", "fall", "autumn", "movement", "retreats", "builds",
    "adjustments", "austria", "france", "germany", "italy", "russia", "turkey", "vacant",
    "playing", "disorder", "waiting", "missing", "running", "paused", "finished", "draft",
    "open", "closed",
})

# Phrases of a game's own notation shown as examples (what the reader types), with the reason.
NOTATION = {
    "Z27: none": "1848's effect vocabulary for a card ruling, typed by the game master as is",
    "(ORDERS)": "the mail-in section heading BEFEHLE also read in English, shown as typed",
}

# Where a page shows what a person typed, it is theirs, not the interface's.
SKIPPED_TAGS = {"script", "style", "textarea", "pre", "code", "svg"}
SEEN_ATTRIBUTES = {"title", "placeholder", "aria-label", "alt"}


class VisibleText(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skipping = 0
        self.option: str | None = None
        self.skipped: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in SKIPPED_TAGS or ("translate", "no") in attrs:
            self.skipping += 1
            self.skipped.append(tag)
        self.option = dict(attrs).get("value") if tag == "option" else None
        if not self.skipping:
            self.parts += [value for name, value in attrs if name in SEEN_ATTRIBUTES and value]

    def handle_endtag(self, tag: str) -> None:
        if self.skipped and tag == self.skipped[-1]:
            self.skipped.pop()
            self.skipping -= 1

    def handle_data(self, data: str) -> None:
        # An option showing its own value is a name (a time zone), not interface text.
        if not self.skipping and not (self.option and data.strip() == self.option):
            self.parts.append(data)


def visible(text: str) -> str:
    parser = VisibleText()
    parser.feed(text)
    return "\n".join(parser.parts)


def readable(place: str, text: str) -> str | None:
    """What a reader sees of a swept text: an HTML page's visible text, a mail's subject and
    text parts; ``None`` for what is not prose for people (JSON, SVG, other mail headers)."""
    if place.startswith("mail "):
        if place.endswith(" headers"):
            return "\n".join(line for line in text.splitlines() if line.startswith("Subject:"))
        if " text/plain" in place:
            return text
        return visible(text) if " text/html" in place else None
    head = text[:500].lower()
    return visible(text) if "<html" in head or "<!doctype" in head else None


def english_words(texts: dict[str, str], allowed: set[str]) -> list[str]:
    found = []
    for place, text in texts.items():
        shown = readable(place, text)
        if shown is None:
            continue
        for phrase in NOTATION:
            shown = shown.replace(phrase, "")
        for match in re.finditer(r"[A-Za-zÄÖÜäöüß]+", shown):
            if match.group().lower() in ENGLISH and match.group() not in allowed:
                context = shown[max(0, match.start() - 50): match.end() + 50].replace("\n", " ")
                found.append(f"{place}: {match.group()!r} in …{context}…")
    return found


@pytest.fixture
def german(eleven, gm):
    for user in [*eleven.values(), gm]:
        PlayerProfile.objects.update_or_create(user=user, defaults={"language": "de"})


@pytest.fixture
def pictures(monkeypatch) -> Pictures:
    recorder = Pictures()
    recorder.install(monkeypatch)
    return recorder


@pytest.fixture
def german_spring(german, pictures, rs_spring, gm, django_capture_on_commit_callbacks):
    table = rs_spring
    with django_capture_on_commit_callbacks(execute=True):
        for seat, kinds in SPRING.items():
            for kind, text in kinds.items():
                table.send(seat, kind, text, lang="de")
        superhirn_marking_set(phase=table.phase(), actor=gm, correct=["italy"],
                              reason="Ida wusste es")
        table.publish(table.process())
    return table


def test_the_word_list_finds_english_and_passes_german():
    assert english_words({"p": "<html><p>Send your orders</p></html>"}, set()) == [
        "p: 'Send' in …Send your orders…", "p: 'your' in …Send your orders…",
        "p: 'orders' in …Send your orders…"]
    assert english_words({"mail 1 (x) headers": "From: a@b\nSubject: Your orders"}, set()) == [
        "mail 1 (x) headers: 'Your' in …Subject: Your orders…",
        "mail 1 (x) headers: 'orders' in …Subject: Your orders…"]
    assert english_words({"p": "<html><p>Befehle senden</p><textarea>the</textarea></html>"},
                         set()) == []


@pytest.mark.parametrize("viewer", ["gm", "austria", "superhirn"])
def test_german_pages_and_mails_carry_no_english_ui_words(german_spring, eleven, gm, pictures,
                                                          viewer):
    game = german_spring.game
    user = gm if viewer == "gm" else eleven[viewer]
    seat_key = None if viewer == "gm" else viewer
    pages = sweep_pages(game, user, seat_key, pictures, language="de",
                        get_only=viewer == "gm").texts
    pages = {place: text for place, text in pages.items() if "/api/" not in place}
    mails = sweep_mails(mail.outbox, user, pictures).texts
    # User names and the game's name are the users' own words.
    allowed = {user.username for user in eleven.values()} | {"Rather", "Silly"}
    found = english_words({**pages, **mails}, allowed)
    assert not found, f"{len(found)} English words:\n" + "\n".join(found)

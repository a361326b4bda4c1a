"""German texts address the reader one way: formally, with "Sie" (docs/web.md, Translations).

Reads every German msgstr (django.po, djangojs.po) and every string literal of the German word
tables outside gettext (the engines' and rule sets' message tables) and finds no informal
address: no du/dein/dich/dir, no verb in the informal second person, no informal imperative.
"Sie"/"sie" (they) needs no check: only the other form's words are looked for.
"""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

pytestmark = pytest.mark.once  # reads the catalogues and word tables

ROOT = Path(__file__).resolve().parents[2]
CATALOGS = [ROOT / "locale/de/LC_MESSAGES/django.po", ROOT / "locale/de/LC_MESSAGES/djangojs.po"]
# Word tables with German text that does not go through gettext.
WORD_TABLES = [ROOT / "adjudication/game1848/words.py", ROOT / "adjudication/game1848/feedback.py",
               ROOT / "adjudication/europa1815/messages.py",
               ROOT / "adjudication/diplomacy/messages.py",
               ROOT / "games/rulesets/rather_silly/messages.py", ROOT / "games/views/event_text.py"]

PRONOUNS = r"du|dein|deine|deinen|deinem|deiner|deines|dich|dir|euch|euer|eure|euren|eurer"
VERBS = (r"hast|bist|kannst|darfst|musst|willst|sollst|wirst|möchtest|brauchst|bekommst|"
         r"erfährst|spielst|schickst|siehst|ziehst|schiebst|weißt|hattest|warst|nimmst|gibst")
IMPERATIVES = (r"klicke|wähle|gib|sag|sage|nenne|schicke|sende|öffne|bestätige|melde|lege|frag|"
               r"nimm|trage|prüfe|abonniere|sieh|schreib|schreibe|warte|setze|behalte|beachte|"
               r"ändere|lade|füge|entferne|versuche|benutze|achte|lies|kreuze|bearbeite|stimme|"
               r"starte|antworte|korrigiere|lösche|verwende|registriere|denk|denke|tippe|drücke")
INFORMAL = re.compile(
    rf"(?i:\b(?:{PRONOUNS}|{VERBS})\b)"
    # an imperative opens a text, a sentence or a clause (after ; or :) and has no "Sie"
    rf"|(?:^|[.!?;:(„]\s*)(?i:(?:{IMPERATIVES}))(?![\w-])(?!\s+Sie\b)")


def informal(text: str) -> bool:
    return bool(INFORMAL.search(text))


def msgstrs(path: Path) -> list[tuple[str, str]]:
    """(msgid, msgstr) of each entry, continuation lines joined."""
    entries = []
    for block in path.read_text().split("\n\n"):
        parts: dict[str, str] = {}
        key = None
        for line in block.splitlines():
            head = re.match(r'^(msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$', line)
            if head:
                key = head[1]
                parts[key] = head[2]
            elif key and line.startswith('"'):
                parts[key] += line[1:-1]
        entries += [(parts.get("msgid", ""), text) for name, text in parts.items()
                    if name.startswith("msgstr") and text]
    return entries


def literals(path: Path) -> list[str]:
    tokens = tokenize.generate_tokens(io.StringIO(path.read_text()).readline)
    return [token.string for token in tokens if token.type == tokenize.STRING]


@pytest.mark.parametrize("path", CATALOGS, ids=lambda p: p.name)
def test_the_german_catalog_says_sie(path):
    assert [f"{msgid} → {text}" for msgid, text in msgstrs(path) if informal(text)] == []


@pytest.mark.parametrize("path", WORD_TABLES, ids=lambda p: p.name)
def test_the_german_word_tables_say_sie(path):
    assert [text for text in literals(path) if informal(text)] == []


@pytest.mark.parametrize("text", [
    "Wähle einen Platz.", "Unbekannte Karte; wähle eine davon.", "Du hast keinen Platz.",
    "Dein Platz: Österreich", "Welche Karte schiebst du?", "Gib den ZAT an.",
    "Deine Stimme ist gezählt.", "Frag in der Lobby nach einem Platz."])
def test_informal_address_is_found(text):
    assert informal(text)


@pytest.mark.parametrize("text", [
    "Wählen Sie einen Platz.", "Ihre Stimme ist gezählt; sie bleibt geheim.",
    "Sie spielen Österreich.", "Frage des Superhirns", "Die Spieler ziehen nach; sie passen.",
    "Geben Sie den ZAT an.", "Lade-Zeit"])
def test_formal_address_and_they_pass(text):
    assert not informal(text)

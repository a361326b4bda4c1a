"""The regression part (mails 000-363): written as the earlier generator wrote them (same
order, names, Message-IDs and bytes), their expectations translated to the corpus format.

Translation, by the same specification the old generator used:
- each body names the seat it was written for: the Diplomacy bodies are Austria's in S1901
  (``diplomacy-s1901-austria``); "silly" and "superhirn" are Austria's in Rather Silly
  S1901 (orders, wormhole vote and the reply to the Superhirn are open there; "LAMA HERDS"
  still names the herd box, which is closed in spring: the mail fills it, the app refuses
  it); the 1848 turns are Spieler 4's (on turn in T1), the 1815 turns France's;
- press recipients by name become seat keys (Deutschland -> germany, Spieler 3 -> s3,
  Österreich -> aut);
- the old count of ignored lines becomes the lines themselves (the greetings);
- the notes ("HTML read as text", "attachment ... ignored") are not part of the format.
No old expectation changes its meaning under the issue's rules: no old body has a valid
order outside a heading, a greeting that the old reading cut, or an unclosed press.
"""

from __future__ import annotations

from typing import Any

from tools.corpus import regression_data as old

SCENARIOS = {"diplomacy": "diplomacy-s1901-austria", "rather_silly": "silly-s1901-austria",
             "game1848": "1848-t1-s4", "europa1815": "1815-r1-fra"}
SEATS = {"france": "france", "italy": "italy", "england": "england", "Deutschland": "germany",
         "Spieler 3": "s3", "Österreich": "aut"}
LANGUAGES = {"orders": "en", "befehle": "de", "press": "de", "silly": "en", "commands": "en",
             "grey": "de", "mixed": "de", "superhirn": "de", "public": "de"}
BODY_CLASSES = {"orders": [], "befehle": ["natural-heading", "signature"], "press": [],
                "silly": ["silly-short-names"], "commands": ["commands"],
                "grey": ["grey-press", "commands"], "mixed": ["commands"],
                "superhirn": ["superhirn-secret"], "public": ["greeting-first-line"]}
GREETINGS = {"public": ["Hallo zusammen,"], "1848-zug-greeting": ["Hallo Gisela,"],
             "1815-aktionen-moin": ["Moin,"]}
CLIENT_TAGS = {
    "new-mail": "plain-new", "gmail-en": "gmail-web-en", "gmail-de": "gmail-web-de",
    "outlook-en": "outlook-web-en", "outlook-de": "outlook-win-de",
    "outlook-original": "outlook-win-en", "apple-mail": "apple-mail-en",
    "iphone-de": "iphone-de", "iphone-en": "iphone-en", "android": "samsung-en",
    "android-en": "samsung-en", "samsung-de": "samsung-de", "thunderbird-de": "thunderbird-de",
    "thunderbird-bottom": "thunderbird-de", "signature-dashes": "plain-new",
    "gmail-forward": "gmail-web-en", "apple-forward": "apple-mail-en",
    "webde-de": "webde-web-de", "html-gmail": "gmail-web-en", "html-outlook": "outlook-web-en",
    "html-apple": "apple-mail-en", "html-thunderbird": "thunderbird-de",
    "alternative": "gmail-web-en", "attachment": "plain-new", "automatic": "auto-reply",
    "malformed": "broken", "1848-html-ios": "apple-mail-de", "1815-html-outlook": "outlook-web-de",
}
QUOTING = {"gmail-en", "gmail-de", "outlook-en", "outlook-de", "outlook-original",
           "apple-mail", "iphone-de", "iphone-en", "android", "android-en", "samsung-de",
           "thunderbird-de", "thunderbird-bottom", "webde-de", "html-gmail", "html-outlook",
           "html-apple", "html-thunderbird", "alternative"}


def convert(old_spec: dict[str, Any], scenario: str, client: str, language: str,
            classes: list[str], ignored: list[str] | None = None) -> dict[str, Any]:
    """An old expectation in the corpus format."""
    if old_spec.get("automatic"):
        return {"scenario": scenario, "client": client, "language": language,
                "classes": classes, "automatic": True, "boxes": [], "press": [],
                "commands": []}
    boxes = [{"kind": kind, "lines": [x for x in text.split("\n")]}
             for kind, text in old_spec.get("boxes", [])]
    press = [{"to": [SEATS[n] for n in p["names"]], "public": p["public"], "grey": p["grey"],
              "body": p["body"]} for p in old_spec.get("press", [])]
    expect = {"scenario": scenario, "client": client, "language": language,
              "classes": classes, "automatic": False, "boxes": boxes, "press": press,
              "commands": list(old_spec.get("commands", []))}
    if ignored:
        expect["ignored"] = ignored
    return expect


def _body_mail(style: str, body_name: str, ruleset: str, spec: dict[str, Any]) -> dict[str, Any]:
    classes = ["regression", *BODY_CLASSES[body_name]]
    if style in QUOTING:
        classes.append("quoted-report")
    if style == "signature-dashes":
        classes.append("signature")
    if style.startswith("html-"):
        classes.append("html-only")
    return convert(spec, SCENARIOS[ruleset], CLIENT_TAGS[style], LANGUAGES[body_name], classes,
                   GREETINGS.get(body_name))


def mails() -> list[tuple[str, bytes, dict[str, Any]]]:
    """(name without number, raw bytes, expectation) in the old order; the raw bytes need
    the mail's number, so this numbers them 0, 1, ... itself."""
    out: list[tuple[str, bytes, dict[str, Any]]] = []

    def add(name: str, raw: bytes, expect: dict[str, Any]) -> None:
        out.append((name, raw, expect))

    for style_index, (style, compose) in enumerate(old.STYLES.items()):
        for body_index, (body_name, ruleset, body, spec) in enumerate(old.BODIES):
            text = compose(body)
            for charset, encoding in (old.ENCODINGS[(style_index + body_index) % 6],
                                      old.ENCODINGS[(style_index + body_index + 3) % 6]):
                if not old.fits(text, charset):
                    charset = "utf-8"
                enc = {old.QP: "qp", old.BASE64: "b64", None: "8bit"}[encoding]
                expect = _body_mail(style, body_name, ruleset, spec)
                if charset != "utf-8":
                    expect["classes"].append("encodings")
                add(f"{style}-{body_name}-{charset}-{enc}",
                    old.text_mail(len(out), text, charset, encoding), expect)
    for style, compose in old.HTML_STYLES.items():
        for body_name, ruleset, body, spec in old.BODIES:
            charset = "windows-1252" if style == "html-outlook" else "utf-8"
            add(f"{style}-{body_name}", old.html_mail(len(out), compose(body), charset, old.QP),
                _body_mail(style, body_name, ruleset, spec))
    for body_name, ruleset, body, spec in old.BODIES:
        add(f"alternative-{body_name}",
            old.alternative_mail(len(out), old.STYLES["gmail-en"](body),
                                 old.HTML_STYLES["html-gmail"](body)),
            _body_mail("alternative", body_name, ruleset, spec))
        expect = _body_mail("attachment", body_name, ruleset, spec)
        expect["classes"].append("attachment")
        add(f"attachment-{body_name}", old.attachment_mail(len(out), body), expect)
    for name, raw in old.automatic_mails(len(out)):
        add(name, raw, convert({"automatic": True}, SCENARIOS["diplomacy"], "auto-reply", "de",
                               ["regression", "automatic"]))
    for name, raw, spec in old.malformed_mails(len(out)):
        add(f"malformed-{name}", raw, convert(spec, SCENARIOS["diplomacy"], "broken", "de",
                                              ["regression", "encodings"]))
    for name, raw, spec in old.turn_mails(len(out)):
        style = next((s for s in old.TURN_STYLES if name.endswith("-" + s)), name)
        ruleset = "game1848" if name.startswith("1848") else "europa1815"
        language = "en" if style.endswith("-en") or "english" in name else "de"
        classes = ["regression", "turn-games"]
        if style in QUOTING:
            classes.append("quoted-report")
        if "html" in name:
            classes.append("html-only")
        greeting = next((v for k, v in GREETINGS.items() if name.startswith(k)), None)
        add(f"turn-{name}", raw, convert(spec, SCENARIOS[ruleset],
                                         CLIENT_TAGS.get(style, style),
                                         language, classes, greeting))
    return out

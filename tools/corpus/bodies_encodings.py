"""Charsets and transfer encodings as they go wrong in real mail, the issue's cases first:
UTF-8 bytes labelled ISO-8859-1 (Mutt with the wrong ``send_charset``: the reader must
not see "A MÃ¼nchen"), a NUL byte right after the heading, a plain part that only asks
for an HTML mail program beside the real HTML part; then the legacy charsets programs
still send (Windows-1252 and ISO-8859-15 8bit, ISO-8859-1 quoted-printable with a
Windows-1252 dash). Markup: tools/corpus/markup.py."""

from __future__ import annotations

from tools.corpus.write import V, mail

MISLABELLED = (("mislabel", "yes"), ("charset", "iso-8859-1"))

BODIES = [
    mail("diplomacy-f1901-germany", "de", "encodings natural-heading", """
# orders | Befehle:
+ A München - Burgund
+ A Ruhr S A München - Burgund
+ F Holland H

~ Grüße aus Köln
""", V("mutt", ui="de", opts=MISLABELLED), V("mutt", ui="de", mode="top", opts=MISLABELLED),
        V("mutt", ui="de", opts=(("charset", "iso-8859-1"),))),
    mail("diplomacy-s1901-austria", "de", "encodings no-heading", """
+ A Wien - Tirol
+ A Budapest - Serbien
+ F Triest - Adria

~ Schöne Grüße, Anna
""", V("mutt", ui="de", opts=MISLABELLED), V("mutt", ui="de",
                                                opts=(("mislabel", "yes"),
                                                      ("charset", "windows-1252")))),
    mail("diplomacy-s1901-austria", "de", "encodings natural-heading", """
# orders | Befehle:
+ A vie - gal
+ A bud - ser
+ F tri - alb
""", V("k9", opts=(("nul", "yes"),)), V("thunderbird", opts=(("nul", "yes"),)),
        V("outlook-win", opts=(("nul", "yes"),)), V("gmail-web", mode="top",
                                                       opts=(("nul", "yes"),))),
    mail("silly-s1901-austria", "de", "encodings silly-short-names", """
# wormhole_vote | Wurmloch:
+ nwy - tun
""", V("mutt", ui="de", opts=(("nul", "yes"),)), V("iphone", opts=(("nul", "yes"),))),
    mail("diplomacy-f1901-england", "en", "encodings natural-heading", """
# orders | Orders:
+ F nth - bel
+ F nwg - nwy
+ A yor H

~ Thanks, Emily
""", V("html-stub", ui="en"), V("html-stub", ui="en", mode="top")),
    mail("diplomacy-f1901-austria", "de", "encodings no-heading greeting-first-line", """
~ Hallo Gisela,

+ A vie - gal
+ A ser - rum
+ F alb - gre

~ Anna
""", V("html-stub", ui="de", mode="top"), V("html-stub", ui="de")),
    mail("diplomacy-s1901-italy", "it", "encodings no-heading", """
+ F nap - ion
+ A rom - apu
+ A ven H
""", V("html-stub", ui="it")),
    mail("diplomacy-f1901-austria", "de", "encodings natural-heading signature", """
# orders | Befehle – Österreich, Herbst:
+ A vie - gal
+ A ser - gre
+ F alb S A ser - gre

~ Gruß – Anna
""", V("thunderbird", opts=(("charset", "windows-1252"),)),
        V("outlook-win", mode="top")),
    mail("diplomacy-f1901-germany", "de", "encodings no-heading chatty", """
~ Ich wette 5 € darauf, dass Frankreich nach Belgien will.

+ A mun - bur
+ A ruh S A mun - bur
+ F hol - bel
""", V("webde-web", html="plain", opts=(("charset", "ISO-8859-15"),)),
        V("gmx-web", html="html", opts=(("charset", "ISO-8859-15"),))),
]

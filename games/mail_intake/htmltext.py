"""An HTML mail part -> its text, without the quoted mail that mail programs mark in HTML.

Two kinds of marks. A quote *container* holds only the quoted mail and is dropped where it
stands (text after it, a bottom-posted answer, stays): ``blockquote`` (Apple Mail, iOS,
Thunderbird, Gmail, Yahoo for iOS ``iosymail``, Proton), Gmail's ``gmail_quote``,
Thunderbird's ``moz-cite-prefix`` and ``moz-forward-container``, Yahoo's
``yahoo_quoted`` (also as ``ydp…yahoo_quoted`` class or id), Proton's ``protonmail_quote``,
GMX/web.de's ``name="quote"`` and Outlook on the web's
``mail-editor-reference-message-container``. A *cut* mark starts the quoted part of a
top-posting program, which is everything after it in the document: Outlook's
``divRplyFwdMsg``, ``appendonsend`` and ``OutlookMessageHeader``. Programs that mark nothing
(Outlook for Windows' Word HTML) leave a "From:/Sent:" block in the text, which
:mod:`games.mail_intake.quoting` recognises like any plain-text quote.
"""

from __future__ import annotations

import re

import lxml.etree
import lxml.html
from inscriptis import Inscriptis

CONTAINERS = ("//blockquote", "//*[contains(@class,'gmail_quote')]",
              "//*[contains(@class,'moz-cite-prefix')]",
              "//*[contains(@class,'moz-forward-container')]",
              "//*[contains(@class,'yahoo_quoted')]", "//*[contains(@id,'yahoo_quoted')]",
              "//*[contains(@class,'protonmail_quote')]", "//*[@name='quote']",
              "//*[@id='mail-editor-reference-message-container']")
CUTS = ("//*[@id='divRplyFwdMsg']", "//*[@id='appendonsend']",
        "//*[contains(@class,'OutlookMessageHeader')]")
# lxml refuses a str that declares its own encoding; the part is already decoded.
_XML_DECLARATION = re.compile(r"^\s*<\?xml[^>]*\?>", re.IGNORECASE)


def _tree(html: str) -> lxml.html.HtmlElement | None:
    try:
        return lxml.html.document_fromstring(_XML_DECLARATION.sub("", html))
    except (ValueError, lxml.etree.ParserError, lxml.etree.XMLSyntaxError):
        return None


def _cut_from(element: lxml.html.HtmlElement) -> None:
    """Remove the element and everything after it in document order."""
    node = element
    while node is not None:
        for sibling in list(node.itersiblings()):
            node.getparent().remove(sibling)
        node.tail = None
        node = node.getparent()
    if element.getparent() is not None:
        element.getparent().remove(element)


def _drop_quotes(tree: lxml.html.HtmlElement) -> None:
    for path in CUTS:
        for element in tree.xpath(path)[:1]:
            _cut_from(element)
    for path in CONTAINERS:
        for element in tree.xpath(path):
            # drop_tree keeps the text after the element (a bottom-posted answer).
            if element.getparent() is not None:
                element.drop_tree()


def html_words(html: str) -> str:
    """All text of the HTML, quotes included, cheaply (to compare a plain part with); text
    nodes joined by spaces, because ``<div>ORDERS</div><div>A vie</div>`` are two lines."""
    tree = _tree(html)
    if tree is None:
        return ""
    return " ".join(tree.xpath("//body//text()[not(ancestor::style) and not(ancestor::script)]"))


def html_to_text(html: str) -> str:
    """The HTML's text as a reader sees it, without the quoted mail."""
    tree = _tree(html)
    if tree is None:
        return ""
    _drop_quotes(tree)
    _keep_empty_lines(tree)
    return Inscriptis(tree).get_text()


def _keep_empty_lines(tree: lxml.html.HtmlElement) -> None:
    """A paragraph of nothing but a non-breaking space is how GMX, WEB.DE and Outlook write
    an empty line ("<div>&nbsp;</div>"); inscriptis drops it, and the empty line that ends a
    press block or a box would be lost. It becomes a line break."""
    for element in tree.iter("div", "p"):
        if len(element) == 0 and element.text and not element.text.strip(" \t\r\n\xa0"):
            element.text = None
            element.append(lxml.html.Element("br"))

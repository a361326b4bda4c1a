"""The HTML part each program writes for what the player typed, its signature and footer, and
the quote of the mail it answers (Gmail's gmail_quote, Outlook's Word HTML and divRplyFwdMsg,
Thunderbird's moz-cite-prefix, Apple's blockquote type=cite, Yahoo's yahoo_quoted, GMX's
name="quote", Proton's protonmail_quote, Samsung's composer_signature, FairEmail's
blockquote)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html import escape

LIST_LINE = re.compile(r"^ {3}(\d+\.|-) (.*)$")


@dataclass
class Composed:
    typed: list[str]
    signature: list[str] = field(default_factory=list)
    footer: str | None = None
    quote_head: list[str] = field(default_factory=list)
    quoted: list[str] = field(default_factory=list)
    posting: str = "top"


def e(line: str) -> str:
    return escape(line, quote=False)


def _divs(lines: list[str], tag: str = "div", attrs: str = "") -> str:
    out = []
    for line in lines:
        out.append(f"<{tag}{attrs}>{e(line) if line else '<br>'}</{tag}>")
    return "".join(out)


def _gmail_lines(lines: list[str]) -> str:
    """Gmail turns typed "1. " and "- " lines into lists (its plain part indents them)."""
    out, items, kind = [], [], ""
    for line in [*lines, ""]:
        m = LIST_LINE.match(line)
        if m:
            kind = "ol" if m[1][0].isdigit() else "ul"
            items.append(f"<li>{e(m[2])}</li>")
            continue
        if items:
            out.append(f"<{kind}>{''.join(items)}</{kind}>")
            items = []
        out.append(f"<div>{e(line) if line else '<br>'}</div>")
    return "".join(out[:-1])


def _br(lines: list[str]) -> str:
    return "<br>".join(e(line) for line in lines)


def gmail(c: Composed, *, mobile: bool) -> str:
    d = "auto" if mobile else "ltr"
    body = f'<div dir="{d}">{_gmail_lines(c.typed)}'
    if c.signature:
        body += ('<br clear="all"><div><br></div><span class="gmail_signature_prefix">-- </span>'
                 f'<br><div dir="ltr" class="gmail_signature">{_br(c.signature)}</div>')
    body += "</div>"
    if c.quote_head:
        body += (f'<br><div class="gmail_quote gmail_quote_container"><div dir="ltr" '
                 f'class="gmail_attr">{_br(c.quote_head)}<br></div><blockquote class="gmail_quote"'
                 ' style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);'
                 f'padding-left:1ex">{_br(c.quoted)}</blockquote></div>')
    return body + "\r\n"


def outlook_desktop(c: Composed, charset: str) -> str:
    def p(line: str) -> str:
        return (f"<p class=MsoNormal>{e(line) if line else '<o:p>&nbsp;</o:p>'}"
                f"{'<o:p></o:p>' if line else ''}</p>")
    head = ('<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:'
            'office:office" xmlns:w="urn:schemas-microsoft-com:office:word" '
            'xmlns:m="http://schemas.microsoft.com/office/2004/12/omml" '
            'xmlns="http://www.w3.org/TR/REC-html40"><head><meta http-equiv=Content-Type '
            f'content="text/html; charset={charset}"><meta name=Generator content="Microsoft Word'
            ' 15 (filtered medium)"><style><!--\n/* Style Definitions */\np.MsoNormal, '
            'li.MsoNormal, div.MsoNormal\n\t{margin:0cm;\n\tfont-size:11.0pt;\n\tfont-family:'
            '"Calibri",sans-serif;}\n--></style></head><body lang=DE link="#0563C1" '
            'vlink="#954F72" style=\'word-wrap:break-word\'><div class=WordSection1>')
    body = "".join(p(line) for line in [*c.typed, *(["", *c.signature] if c.signature else [])])
    if c.quote_head:
        words = [line.split(":", 1) for line in c.quote_head if ":" in line]
        block = "<br>".join(f"<b>{e(k)}:</b>{e(v)}" for k, v in words)
        body += ("<p class=MsoNormal><o:p>&nbsp;</o:p></p><div><div style='border:none;"
                 "border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm'><p class=MsoNormal>"
                 f"{block}<o:p></o:p></p></div></div><p class=MsoNormal><o:p>&nbsp;</o:p></p>")
        body += "".join(p(line) for line in c.quoted)
    return head + body + "</div></body></html>\r\n"


def outlook_web(c: Composed, charset: str, *, mobile: str = "") -> str:
    style = ("font-family: Aptos, Aptos_EmbeddedFont, Aptos_MSFontService, Calibri, Helvetica, "
             "sans-serif; font-size: 12pt; color: rgb(0, 0, 0);")
    body = (f'<html><head><meta http-equiv="Content-Type" content="text/html; charset={charset}">'
            '<style type="text/css" style="display:none;"> P {margin-top:0;margin-bottom:0;} '
            '</style></head><body dir="ltr">')
    body += f'<div class="elementToProof" style="{style}">{_br(c.typed)}</div>'
    if c.signature:
        body += (f'<div class="elementToProof" style="{style}"><br></div><div id="Signature">'
                 f'<div style="{style}">{_br(c.signature)}</div></div>')
    if mobile:
        body += ('<div dir="ltr"><br></div><div id="ms-outlook-mobile-signature" dir="ltr">'
                 f'<div dir="ltr">Get <a href="{mobile}">Outlook for '
                 f'{"iOS" if "o0ukef" in mobile else "Android"}</a></div></div>')
    if c.quote_head:
        words = [line.split(":", 1) for line in c.quote_head if ":" in line]
        block = "<br>".join(f"<b>{e(k)}:</b>{e(v)}" for k, v in words)
        body += ('<div id="appendonsend"></div><hr style="display:inline-block;width:98%" '
                 'tabindex="-1"><div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, '
                 f'sans-serif" style="font-size:11pt" color="#000000">{block}</font><div>&nbsp;'
                 f'</div></div><div>{_br(c.quoted)}</div>')
    return body + "</body></html>\r\n"


def thunderbird(c: Composed, mid: str) -> str:
    body = ('<!DOCTYPE html>\r\n<html>\r\n  <head>\r\n    <meta http-equiv="Content-Type" '
            'content="text/html; charset=UTF-8">\r\n  </head>\r\n  <body>\r\n')
    typed = f"    <p>{_br(c.typed)}</p>\r\n"
    quote = ""
    if c.quote_head:
        quote = (f'    <div class="moz-cite-prefix">{_br(c.quote_head)}<br>\r\n    </div>\r\n'
                 f'    <blockquote type="cite" cite="mid:{mid}">{_br(c.quoted)}</blockquote>\r\n')
    sig = (f'    <pre class="moz-signature" cols="72">-- \r\n{e(chr(10).join(c.signature))}'
           "</pre>\r\n") if c.signature else ""
    body += (quote + typed + sig) if c.posting == "bottom" else (typed + sig + quote)
    return body + "  </body>\r\n</html>\r\n"


def apple(c: Composed, *, phone: bool) -> str:
    if phone:
        body = ('<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8">'
                f'</head><body dir="auto"><div dir="ltr">{_br(c.typed)}')
        tail = e(c.footer) if c.footer else "<br>".join(e(s) for s in c.signature)
        if tail:
            body += f'<br id="lineBreakAtBeginningOfSignature"><div dir="ltr">{tail}</div>'
        body += "</div>"
    else:
        body = ('<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8">'
                '</head><body style="overflow-wrap: break-word; -webkit-nbsp-mode: space; '
                f'line-break: after-white-space;">{_divs(c.typed)}')
        if c.signature:
            body += f"<div><br></div><div>{_br(c.signature)}</div>"
    if c.quote_head:
        body += (f'<div dir="ltr"><br><blockquote type="cite">{_br(c.quote_head)}</blockquote>'
                 f'</div><blockquote type="cite"><div dir="ltr">{_br(c.quoted)}</div>'
                 "</blockquote>")
    return body + "</body></html>\r\n"


def yahoo(c: Composed, ident: str, *, android: str = "") -> str:
    if android:
        body = (f'<html><head></head><body><div dir="auto">{_br(c.typed)}</div><br/><div id="'
                'ymail_android_signature"><a id="ymail_android_signature_link" href="https://'
                'mail.onelink.me/107872968?pid=nativeplacement&amp;c=Global_Acquisition_YMktg_'
                f'315_Internal_EmailSignature&amp;af_sub1=Acquisition">{e(android)}</a></div>')
        if c.quote_head:
            body += (' <br/> <blockquote style="margin: 0 0 20px 0;"> <div style="font-family:'
                     f'Roboto, sans-serif; color:#6D00F6;"> <div>{_br(c.quote_head)}</div> </div>'
                     ' <div style="padding: 10px 0 0 20px; margin: 10px 0 0 0; border-left: 1px '
                     f'solid #6D00F6;"> {_br(c.quoted)} </div> </blockquote>')
        return body + "</body></html>\r\n"
    body = (f'<html><head></head><body><div class="ydp{ident}yahoo-style-wrap" style="font-family:'
            'Helvetica Neue, Helvetica, Arial, sans-serif;font-size:13px;">'
            + _divs(c.typed, attrs=' dir="ltr" data-setdir="false"') + "</div>")
    if c.quote_head:
        body += (f'<div id="ydp{ident}yahoo_quoted_{ident[:6]}" class="ydp{ident}yahoo_quoted">'
                 '<div style="font-family:\'Helvetica Neue\', Helvetica, Arial, sans-serif;'
                 f'font-size:13px;color:#26282a;"><div>{_br(c.quote_head)}</div><div><br></div>'
                 f'<div><br></div><div>{_br(c.quoted)}</div></div></div>')
    return body + "</body></html>\r\n"


def gmx(c: Composed) -> str:
    body = ('<html><head></head><body><div style="font-family: Verdana;font-size: 12.0px;">'
            + "".join(f"<div>{e(line) if line else '&nbsp;'}</div>" for line in c.typed))
    if c.signature:
        body += "<div>&nbsp;</div><div>" + "<br/>".join(e(s) for s in ["-- ", *c.signature]) \
                + "</div>"
    if c.quote_head:
        words = [line.split(":", 1) for line in c.quote_head if ":" in line]
        block = "<br/>".join(f"<b>{e(k)}:</b>&nbsp;{e(v.strip())}" for k, v in words)
        body += ('<div>&nbsp;<br/>&nbsp;<br/><div name="quote" style="margin:10px 5px 5px 10px; '
                 'padding: 10px 0 10px 10px; border-left:2px solid #C3D9E5; word-wrap: '
                 'break-word; -webkit-nbsp-mode: space; -webkit-line-break: after-white-space;">'
                 f'<div style="margin:0 0 10px 0;">{block}</div><div name="quoted-content">'
                 f'{"<br/>".join(e(q) for q in c.quoted)}</div></div></div>')
    return body + "</div></body></html>\r\n"


def proton(c: Composed) -> str:
    style = ' style="font-family: Arial, sans-serif; font-size: 14px;"'
    body = _divs(c.typed, attrs=style)
    body += (f'<div{style}><br></div><div class="protonmail_signature_block"{style}><div class='
             '"protonmail_signature_block-user protonmail_signature_block-empty"></div><div '
             'class="protonmail_signature_block-proton">Sent with <a target="_blank" href="https'
             '://proton.me/mail/home">Proton Mail</a> secure email.</div></div>')
    if c.quote_head:
        body += (f'<div{style}><br></div><div class="protonmail_quote">{_br(c.quote_head)}<br>'
                 f'<blockquote class="protonmail_quote" type="cite">{_br(c.quoted)}</blockquote>'
                 "<br></div>")
    return body + "\r\n"


def samsung(c: Composed) -> str:
    body = ('<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">'
            "</head><body>" + _divs(c.typed, attrs=' dir="auto"'))
    if c.footer:
        body += ('<div dir="auto"><br></div><div id="composer_signature" dir="auto"><div style='
                 f'"font-size:12px;color:#575757" dir="auto">{e(c.footer)}</div></div>')
    if c.quote_head:
        body += ('<div dir="auto"><br></div><div><br></div><div align="left" dir="auto" style='
                 f'"font-size:100%;color:#000000">{_divs(c.quote_head)}</div>{_br(c.quoted)}')
    return body + "</body></html>\r\n"


def fairemail(c: Composed) -> str:
    body = ('<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width, '
            'initial-scale=1.0"><meta http-equiv="Content-Type" content="text/html; '
            f'charset=UTF-8"></head><body><p>{_br(c.typed)}</p>')
    if c.signature:
        body += f'<div class="fairemail_signature">{_br(["-- ", *c.signature])}</div>'
    if c.quote_head:
        body += (f"<p>{_br(c.quote_head)}</p><blockquote style=\"margin:0 0 0 3px;border-left:"
                 f'3px solid #99ccff;padding-left:9px;">{_br(c.quoted)}</blockquote>')
    return body + "</body></html>\r\n"

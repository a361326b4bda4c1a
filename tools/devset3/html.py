"""The HTML part each mail program writes for a mail: the typed lines in the program's own
markup, its signature and footer, and the quoted mail in its own wrapper."""

from __future__ import annotations

from html import escape

from tools.devset3.quoting import SENDER, SENDER_NAME


def _e(text: str) -> str:
    return escape(text, quote=False)


def gmail(own: list[str], sig: list[str], attribution: str, quoted: str) -> str:
    parts = []
    for n, line in enumerate(own):
        inner = _e(line) if line else "<br>"
        parts.append(inner if n == 0 and line else f"<div>{inner}</div>")
    html = '<div dir="ltr">' + "".join(parts)
    if sig:
        html += ('<div><br></div><span class="gmail_signature_prefix">-- </span><br>'
                 '<div dir="ltr" class="gmail_signature" data-smartmail="gmail_signature">'
                 + "<br>".join(_e(s) for s in sig) + "</div>")
    html += "</div>"
    if quoted:
        html += ('<br><div class="gmail_quote gmail_quote_container"><div dir="ltr" '
                 f'class="gmail_attr">{_e(attribution)}<br></div><blockquote '
                 'class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid '
                 f'rgb(204,204,204);padding-left:1ex">{quoted}</blockquote></div>')
    return html + "\n"


def outlook(own: list[str], sig: list[str], header: list[str], quoted: str, lang: str,
            charset: str) -> str:
    paras = "".join(f'<p class="MsoNormal">{_e(line) if line else "<o:p>&nbsp;</o:p>"}'
                    f'{"<o:p></o:p>" if line else ""}</p>\r\n' for line in [*own, *sig])
    block = ""
    if header:
        rows = [h for h in header if h and not h.startswith(("-----", "____"))]
        cells = "<br>\r\n".join(
            f"<b>{_e(r.split(':', 1)[0])}:</b>{_e(r.split(':', 1)[1])}" for r in rows)
        block = ('<div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm '
                 f'0cm 0cm">\r\n<p class="MsoNormal"><b></b>{cells}<o:p></o:p></p>\r\n</div>\r\n'
                 f'<p class="MsoNormal"><o:p>&nbsp;</o:p></p>\r\n{quoted}')
    return ('<html xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-'
            'com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" '
            'xmlns:m="http://schemas.microsoft.com/office/2004/12/omml" '
            'xmlns="http://www.w3.org/TR/REC-html40">\r\n<head>\r\n<meta http-equiv='
            f'"Content-Type" content="text/html; charset={charset}">\r\n<meta name="Generator"'
            ' content="Microsoft Word 15 (filtered medium)">\r\n<style><!--\r\n'
            'p.MsoNormal, li.MsoNormal, div.MsoNormal\r\n\t{margin:0cm;\r\n\tfont-size:11.0pt;'
            '\r\n\tfont-family:"Calibri",sans-serif;}\r\n--></style>\r\n</head>\r\n'
            f'<body lang="{lang.upper()}" link="#0563C1" vlink="#954F72" style="word-wrap:'
            f'break-word">\r\n<div class="WordSection1">\r\n{paras}{block}</div>\r\n'
            '</body>\r\n</html>\r\n')


def apple(own: list[str], sig: list[str], attribution: str, quoted: str) -> str:
    body = "".join(f"<div>{_e(line) if line else '<br>'}</div>" for line in [*own, *sig])
    if quoted:
        body += (f'<div><br><blockquote type="cite"><div>{_e(attribution)}</div><br '
                 f'class="Apple-interchange-newline"><div>{quoted}</div></blockquote></div>')
    return ('<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8">'
            '</head><body style="overflow-wrap: break-word; -webkit-nbsp-mode: space; '
            f'line-break: after-white-space;">{body}</body></html>')


def iphone(own: list[str], attribution: str, quoted: str) -> str:
    body = "".join(f'<div dir="ltr">{_e(line) if line else "<br>"}</div>' for line in own)
    if quoted:
        body += (f'<div dir="ltr"><br><blockquote type="cite">{_e(attribution)}<br><br>'
                 f'</blockquote></div><blockquote type="cite"><div dir="ltr">{quoted}</div>'
                 '</blockquote>')
    return ('<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8">'
            f'</head><body dir="auto">{body}</body></html>')


def thunderbird(own: list[str], sig: list[str], attribution: str, quoted: str,
                mid: str) -> str:
    paras = "<br>\n      ".join(_e(line) for line in own)
    sig_html = ""
    if sig:
        sig_html = ('    <div class="moz-signature">-- <br>\n      '
                    + "<br>\n      ".join(_e(s) for s in sig) + "\n    </div>\n")
    cite = ""
    if quoted:
        cite = (f'    <div class="moz-cite-prefix">{_e(attribution)}<br>\n    </div>\n'
                f'    <blockquote type="cite" cite="mid:{mid}">{quoted}</blockquote>\n')
    return ('<!DOCTYPE html>\n<html>\n  <head>\n    <meta http-equiv="content-type" '
            'content="text/html; charset=UTF-8">\n  </head>\n  <body>\n'
            f'    <p>{paras}</p>\n{sig_html}{cite}  </body>\n</html>\n')


def yahoo(own: list[str], attribution: str, quoted: str, ydp: str) -> str:
    lines = "".join(f'<div dir="ltr" data-setdir="false">{_e(line) if line else "<br>"}</div>'
                    for line in own)
    html = (f'<html><head></head><body><div class="ydp{ydp}yahoo-style-wrap" style="font-'
            f'family:Helvetica Neue, Helvetica, Arial, sans-serif;font-size:13px;">{lines}'
            '</div>')
    if quoted:
        html += (f'<div id="ydp{ydp}yahoo_quoted_1" class="ydp{ydp}yahoo_quoted"><div style='
                 '"font-family:\'Helvetica Neue\', Helvetica, Arial, sans-serif;font-size:13px;'
                 f'color:#26282a;"><div>{_e(attribution)}</div><div><br></div><div><br></div>'
                 f'<div><div id="ydp{ydp}yiv1">{quoted}</div></div></div></div>')
    return html + "</body></html>"


def gmx(own: list[str], sig: list[str], header: list[str], quoted: str) -> str:
    lines = "".join(f"<div>{_e(line) if line else '&nbsp;'}</div>" for line in [*own, *sig])
    html = ('<html><head></head><body><div style="font-family: Verdana;font-size: 12.0px;">'
            + lines)
    if quoted:
        rows = "<br/>".join(f"<b>{_e(h.split(':', 1)[0])}:</b>&nbsp;"
                            f"{_e(h.split(':', 1)[1].strip())}"
                            for h in header)
        html += ('<div>&nbsp;\n<div>&nbsp;</div>\n<div name="quote" style="margin:10px 5px 5px '
                 '10px; padding: 10px 0 10px 10px; border-left:2px solid #C3D9E5; word-wrap: '
                 'break-word; -webkit-nbsp-mode: space; -webkit-line-break: after-white-space;">'
                 f'\n<div style="margin:0 0 10px 0;">{rows}</div>\n'
                 f'<div name="quoted-content">{quoted}</div>\n</div>\n</div>')
    return html + "</div></body></html>\n"


def proton(own: list[str], footer: str, attribution: str, quoted: str) -> str:
    style = 'style="font-family: Arial, sans-serif; font-size: 14px;"'
    html = "".join(f"<div {style}>{_e(line) if line else '<br>'}</div>" for line in own)
    html += (f'<div {style}><br></div><div class="protonmail_signature_block" {style}>'
             '<div class="protonmail_signature_block-user protonmail_signature_block-empty">'
             '</div><div class="protonmail_signature_block-proton">'
             f'{_e(footer)}</div></div><div {style}><br></div>')
    if quoted:
        html += (f'<div class="protonmail_quote">\n        {_e(attribution)}<br><br>\n'
                 '        <blockquote class="protonmail_quote" type="cite">\n            '
                 f'{quoted}\n        </blockquote><br>\n    </div>')
    return html


def samsung(own: list[str], footer: str, header: list[str], quoted: str) -> str:
    html = "".join(f'<div dir="auto">{_e(line) if line else "<br>"}</div>' for line in own)
    html += ('<div dir="auto"><br></div><div id="composer_signature" dir="auto"><div style='
             f'"font-size:12px;color:#575757" dir="auto">{_e(footer)}</div></div>')
    if quoted:
        rows = "".join(f"<div>{_e(h)}</div>" for h in header if h)
        html += ('<div dir="auto"><br></div><div align="left" dir="auto" style="font-size:100%;'
                 f'color:#000000">{rows}<div><br></div></div>{quoted}')
    return ('<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">'
            f'</head><body>{html}</body></html>')


def fairemail(own: list[str], attribution: str, quoted: str) -> str:
    paras = "<br>".join(_e(line) for line in own)
    html = f'<!DOCTYPE html><html><head></head><body><p dir="ltr">{paras}</p>'
    if quoted:
        html += (f'<p dir="ltr">{_e(attribution)}</p><blockquote style="margin:0 0 0 3px;'
                 f'border-left:3px solid #ccc;padding-left:6px;">{quoted}</blockquote>')
    return html + "</body></html>"


def plain_as_html(text: str) -> str:
    """A plain text shown as HTML (a stub mailer's real part)."""
    return ("<html><body><p>" + "<br>\n".join(_e(line) for line in text.split("\n"))
            + "</p></body></html>")


__all__ = ["SENDER", "SENDER_NAME"]

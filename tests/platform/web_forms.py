"""A browser for the stories played through the pages (``test_game_across_months_web.py``):
a test client that enforces CSRF, logs in through the login form and submits a page's forms as
a browser does: every field the form renders with its value (hidden ones and the CSRF token
included), the person's entries on top, the clicked button's name and value. An entry for a
field the form does not have, or a choice its select does not offer, fails the test: a browser
could not send it."""

from __future__ import annotations

from html.parser import HTMLParser
from typing import Any
from urllib.parse import urljoin, urlsplit

from django.test import Client

from tests.web.pages import text_of


class _Form:
    def __init__(self, action: str) -> None:
        self.action = action
        self.fields: list[tuple[str, str]] = []  # what a browser sends as it stands
        self.names: set[str] = set()  # every control's name
        self.options: dict[str, set[str]] = {}  # select/radio/checkbox name -> values offered
        self.buttons: set[tuple[str, str]] = set()


class _Forms(HTMLParser):
    """The page's POST forms with their successful controls."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.forms: list[_Form] = []
        self._form: _Form | None = None
        self._select: tuple[str, list[tuple[str, bool]], bool] | None = None
        self._option: str | None = None
        self._textarea: tuple[str, list[str]] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "form" and a.get("method", "get").lower() == "post":
            self._form = _Form(a.get("action", ""))
            self.forms.append(self._form)
            return
        form = self._form
        if form is None or "disabled" in a:
            return
        name = a.get("name", "")
        if tag == "input" and name:
            kind = a.get("type", "text").lower()
            form.names.add(name)
            if kind in ("submit", "image", "button", "reset"):
                form.buttons.add((name, a.get("value", "")))
            elif kind in ("checkbox", "radio"):
                form.options.setdefault(name, set()).add(a.get("value", "on"))
                if "checked" in a:
                    form.fields.append((name, a.get("value", "on")))
            else:
                form.fields.append((name, a.get("value", "")))
        elif tag == "button" and name:
            form.buttons.add((name, a.get("value", "")))
        elif tag == "select" and name:
            form.names.add(name)
            self._select = (name, [], "multiple" in a)
        elif tag == "option" and self._select is not None:
            self._option = a.get("value")
            self._select[1].append((a.get("value", ""), "selected" in a))
        elif tag == "textarea" and name:
            form.names.add(name)
            self._textarea = (name, [])

    def handle_data(self, data: str) -> None:
        if self._textarea is not None:
            self._textarea[1].append(data)
        elif self._select is not None and self._option is None and self._select[1]:
            value, selected = self._select[1][-1]
            if value == "":  # <option> without value: its text is the value
                self._select[1][-1] = (data.strip(), selected)

    def handle_endtag(self, tag: str) -> None:
        form = self._form
        if tag == "form":
            self._form = None
        elif tag == "option":
            self._option = None
        elif tag == "textarea" and self._textarea is not None and form is not None:
            name, text = self._textarea
            form.fields.append((name, "".join(text).removeprefix("\n")))
            self._textarea = None
        elif tag == "select" and self._select is not None and form is not None:
            name, options, multiple = self._select
            form.options[name] = {value for value, _selected in options}
            chosen = [value for value, selected in options if selected]
            if not chosen and options and not multiple:
                chosen = [options[0][0]]
            form.fields.extend((name, value) for value in chosen)
            self._select = None


class Browser:
    """One person's browser. ``get`` reads a page; ``submit`` fills in a form of it and sends.
    When the session has expired (weeks pass in a story), the person logs in again. A form
    is filled in on the page last read when it is the one named (the page on the screen), else
    the page is opened first."""

    def __init__(self, username: str, password: str) -> None:
        self.client = Client(enforce_csrf_checks=True)
        self.username = username
        self.password = password
        self.logins = 0
        self.shown: tuple[str, str] = ("", "")  # the page on the screen: url, html
        self.log_in()

    def log_in(self) -> None:
        self.logins += 1
        self.submit("/accounts/login/", {"username": self.username, "password": self.password})

    def get(self, url: str, status: int = 200) -> str:
        response = self.client.get(url)
        if response.status_code == 302 and response["Location"].startswith("/accounts/login/"):
            self.log_in()
            response = self.client.get(url)
        assert response.status_code == status, (url, response.status_code)
        self.shown = (url, response.content.decode())
        return self.shown[1]

    def submit(self, page: str, entries: dict[str, Any], action: str | None = None,
               button: tuple[str, str] | None = None, status: int | None = 302,
               follow: bool = False):
        """Fill ``entries`` into the POST form of ``page`` whose action is ``action`` (the page
        itself when None), click ``button`` and send. An entry's value None unticks a checkbox;
        a list ticks or selects several. ``follow``: go where the answer redirects (the page
        then on the screen), asserting it is not the login page."""
        target = action or urlsplit(page).path
        parser = _Forms()
        parser.feed(self.shown[1] if self.shown[0] == page else self.get(page))
        forms = [f for f in parser.forms if urlsplit(urljoin(page, f.action)).path == target]
        assert len(forms) == 1, (page, target, [f.action for f in parser.forms])
        form = forms[0]
        fields = list(form.fields)
        for name, value in entries.items():
            assert name in form.names, f"the form on {page} has no field {name!r}"
            fields = [(n, v) for n, v in fields if n != name]
            values = [] if value is None else value if isinstance(value, list) else [value]
            for one in map(str, values):
                offered = form.options.get(name)
                assert offered is None or one in offered, (page, name, one, offered)
                fields.append((name, one))
        if button is not None:
            assert button in form.buttons, (page, button, form.buttons)
            fields.append(button)
        data: dict[str, list[str]] = {}
        for name, value in fields:
            data.setdefault(name, []).append(value)
        response = self.client.post(urljoin(page, form.action) if form.action else page, data,
                                    follow=follow)
        if follow:
            assert response.redirect_chain and response.status_code == 200, (
                page, response.status_code, text_of(response.content.decode())[:800])
            assert not response.request["PATH_INFO"].startswith("/accounts/login/"), page
            self.shown = (response.request["PATH_INFO"], response.content.decode())
        elif status is not None:
            assert response.status_code == status, (
                page, response.status_code, text_of(response.content.decode())[:800])
        return response

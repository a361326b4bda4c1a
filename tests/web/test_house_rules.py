"""House rules per game (issue 27, item 5): Markdown written by the game master, sanitised,
shown on the game page, the invitation page and mail, the lobby and the start mail; a change
after the start is logged and announced to every player, one before is only saved."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest
from django.core import mail
from django.urls import reverse

from games import services
from games.errors import InvalidInput
from games.house_rules import MAX_LENGTH, render
from games.models import Game, GmAction, Message

pytestmark = pytest.mark.django_db

RULES = "## Our table\n\n- No *stabbing* before 1903\n- See [the wiki](https://example.org/w)"
HOSTILE = (
    "<script>alert('s')</script>\n\n"
    "[click](javascript:alert('j')) [data](data:text/html;base64,PHNjcmlwdD4=)\n\n"
    "<img src=x onerror=alert('i')> ![pic](https://evil.example/p.png)\n\n"
    "<a href=\"https://evil.example\" onclick=\"alert('a')\">raw</a> <iframe src=x></iframe>\n\n"
    "[ref]\n\n[ref]: javascript:alert('r')\n\n<style>body{}</style> **fine**"
)


@pytest.fixture(autouse=True)
def fresh_cache():
    """render() caches by the text's hash: each test renders afresh (a test process that ran
    another test first, or a mutation run's forked child, would otherwise read the HTML an
    earlier rendering left and never run the code under test)."""
    from django.core.cache import cache

    cache.clear()


class _Markup(HTMLParser):
    """The elements and attributes a browser would build from the HTML."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: set[str] = set()
        self.attrs: list[tuple[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.add(tag)
        self.attrs += [(name, value or "") for name, value in attrs]


def markup(html: str) -> _Markup:
    parser = _Markup()
    parser.feed(html)
    parser.close()
    return parser


def assert_harmless(html: str) -> None:
    """What a browser builds: only text markup, no event handlers, links only to http(s) or
    mail, each one nofollow."""
    found = markup(html)
    assert found.tags <= {"p", "a", "strong", "em", "h2", "ul", "li", "code"}, found.tags
    names = {name for name, _ in found.attrs}
    assert names <= {"href", "rel", "title"}, names
    hrefs = [value for name, value in found.attrs if name == "href"]
    assert all(h.startswith(("https://", "http://", "mailto:")) for h in hrefs), hrefs
    assert [v for n, v in found.attrs if n == "rel"] == ["nofollow noopener"] * len(hrefs)


def set_rules(game, gm, text=RULES, reason="table rules"):
    return services.house_rules_update(game=game, actor=gm, text=text, reason=reason)


# --- rendering ------------------------------------------------------------------------------

def test_markdown_becomes_html_and_links_get_nofollow():
    html = render(RULES)
    assert "<h2>Our table</h2>" in html and "<em>stabbing</em>" in html
    assert '<a href="https://example.org/w" rel="nofollow noopener">the wiki</a>' in html


def test_hostile_markdown_comes_out_harmless():
    html = render(HOSTILE)
    assert_harmless(html)
    assert markup(html).tags == {"p", "a", "strong"}  # the https links and **fine** survive
    assert "&lt;script&gt;" in html  # typed text stays visible, as text


def test_every_link_is_nofollow_and_only_http_or_mail():
    html = render("[a](https://x.example) <https://y.example> [m](mailto:gm@example.org) "
                  "[v](vbscript:x) [f](file:///etc/passwd)")
    assert_harmless(html)
    assert html.count("<a ") == 3


# --- the service ----------------------------------------------------------------------------

def test_before_the_start_the_rules_are_only_saved(draft_game, gm):
    mail.outbox.clear()
    set_rules(draft_game, gm)
    draft_game.refresh_from_db()
    assert draft_game.house_rules == RULES
    assert not GmAction.objects.filter(game=draft_game, action="house_rules_update").exists()
    assert not Message.objects.filter(game=draft_game).exists()
    assert mail.outbox == []


def test_a_change_after_the_start_is_logged_and_announced_to_every_player(running_game, gm,
                                                                          players):
    set_rules(running_game, gm, "Old rules")
    mail.outbox.clear()
    set_rules(running_game, gm, RULES, reason="clarified stabbing")
    row = GmAction.objects.get(game=running_game, action="house_rules_update",
                               reason="clarified stabbing")
    assert row.before == {"house_rules": "Old rules"} and row.after == {"house_rules": RULES}
    message = Message.objects.get(game=running_game, kind=Message.Kind.ANNOUNCEMENT,
                                  body=RULES)
    assert message.author == gm
    got = {address for m in mail.outbox if m.subject.endswith(message.subject) or
           message.subject in m.subject for address in m.to}
    assert {p.email for p in players.values()} <= got
    one = next(m for m in mail.outbox if players["austria"].email in m.to)
    assert "No *stabbing* before 1903" in one.body


def test_an_unchanged_text_after_the_start_is_not_announced_again(running_game, gm):
    set_rules(running_game, gm)
    count = Message.objects.filter(game=running_game).count()
    set_rules(running_game, gm)
    assert Message.objects.filter(game=running_game).count() == count


def test_too_long_rules_are_refused_with_a_clear_message(draft_game, gm):
    with pytest.raises(InvalidInput) as raised:
        set_rules(draft_game, gm, "x" * (MAX_LENGTH + 1))
    assert "20,000" in raised.value.message and "20,001" in raised.value.message
    draft_game.refresh_from_db()
    assert draft_game.house_rules == ""


# --- the page and the API -------------------------------------------------------------------

def test_the_gm_page_saves_the_rules(draft_game, gm, client_for):
    url = reverse("gm-house-rules", args=[draft_game.pk])
    assert client_for(gm).get(url).status_code == 200
    response = client_for(gm).post(url, {"house_rules": RULES, "reason": "for the invite"})
    assert response.status_code == 302
    draft_game.refresh_from_db()
    assert draft_game.house_rules == RULES


def test_the_page_preview_shows_the_rules_without_saving(draft_game, gm, client_for):
    response = client_for(gm).post(reverse("gm-house-rules", args=[draft_game.pk]),
                                   {"house_rules": RULES, "action": "preview"})
    assert response.status_code == 200
    assert "<em>stabbing</em>" in response.content.decode()
    draft_game.refresh_from_db()
    assert draft_game.house_rules == ""


def test_the_page_needs_a_reason_and_says_when_too_long(draft_game, gm, client_for):
    url = reverse("gm-house-rules", args=[draft_game.pk])
    assert client_for(gm).post(url, {"house_rules": RULES, "reason": ""}).status_code == 400
    response = client_for(gm).post(url, {"house_rules": "y" * (MAX_LENGTH + 5), "reason": "r"})
    assert response.status_code == 400
    assert "20,000" in response.content.decode()
    draft_game.refresh_from_db()
    assert draft_game.house_rules == ""


def test_the_api_sets_the_rules_and_answers_the_game(running_game, gm, api_for):
    response = api_for(gm).post(f"/api/games/{running_game.pk}/house-rules/",
                                {"house_rules": RULES, "reason": "api"}, format="json")
    assert response.status_code == 200, response.content
    assert response.json()["house_rules"] == RULES
    assert Game.objects.get(pk=running_game.pk).house_rules == RULES
    assert GmAction.objects.filter(game=running_game, action="house_rules_update").exists()


def test_the_api_says_when_too_long(draft_game, gm, api_for):
    response = api_for(gm).post(f"/api/games/{draft_game.pk}/house-rules/",
                                {"house_rules": "z" * (MAX_LENGTH + 1), "reason": "api"},
                                format="json")
    assert response.status_code == 400
    assert "20,000" in response.content.decode()
    assert Game.objects.get(pk=draft_game.pk).house_rules == ""


def test_a_player_may_not_change_them_page_or_api(running_game, players, client_for, api_for):
    anna = players["austria"]
    page = client_for(anna).post(reverse("gm-house-rules", args=[running_game.pk]),
                                 {"house_rules": "mine", "reason": "r"})
    assert page.status_code == 403
    api = api_for(anna).post(f"/api/games/{running_game.pk}/house-rules/",
                             {"house_rules": "mine", "reason": "r"}, format="json")
    assert api.status_code == 403
    assert Game.objects.get(pk=running_game.pk).house_rules == ""


# --- where players see them -----------------------------------------------------------------

def test_the_game_page_shows_the_rules_sanitised(running_game, gm, players, client_for):
    set_rules(running_game, gm, RULES + "\n\n" + HOSTILE)
    page = client_for(players["austria"]).get(
        reverse("game-detail", args=[running_game.pk])).content.decode()
    section = page.split('id="house-rules"')[1].split("</section>")[0]
    assert "<em>stabbing</em>" in section
    assert_harmless(section.split(">", 1)[1].split("</h2>", 1)[1])


def test_no_rules_no_section(running_game, players, client_for):
    page = client_for(players["austria"]).get(
        reverse("game-detail", args=[running_game.pk])).content.decode()
    assert 'id="house-rules"' not in page


def test_the_game_page_in_german(running_game, gm, players, client_for):
    set_rules(running_game, gm)
    services.profile_update(user=players["austria"], language="de")
    client = client_for(players["austria"])
    client.cookies["django_language"] = "de"
    page = client.get(reverse("game-detail", args=[running_game.pk])).content.decode()
    assert "Hausregeln" in page.split('id="house-rules"')[1].split("</section>")[0]


def test_the_invitation_page_and_mail_carry_the_rules(gm, client):
    game = services.game_create(creator=gm, name="Einladung", seed=1)
    set_rules(game, gm)
    mail.outbox.clear()
    invitation = services.invitation_create(seat=game.seats.get(key="italy"),
                                            email="neu@example.org", actor=gm, reason="neu")
    page = client.get(reverse("invitation-accept", args=[invitation.token])).content.decode()
    assert "<em>stabbing</em>" in page.split('id="house-rules"')[1]
    sent = [m for m in mail.outbox if "neu@example.org" in m.to]
    assert len(sent) == 1
    assert "No *stabbing* before 1903" in sent[0].body  # plain text: the Markdown source
    assert "<em>stabbing</em>" in sent[0].alternatives[0][0]  # HTML: rendered


def test_the_lobby_shows_the_rules(gm, client):
    game = services.game_create(creator=gm, name="Offen", seed=3)
    Game.objects.filter(pk=game.pk).update(looking_for_players=True)
    set_rules(game, gm)
    page = client.get(reverse("lobby")).content.decode()
    card = page.split(f'id="lobby-{game.pk}"')[1].split("</section>\n  </details>")[0]
    assert "<em>stabbing</em>" in card


def test_the_start_mail_carries_the_rules_to_every_player(draft_game, gm, players):
    set_rules(draft_game, gm)
    mail.outbox.clear()
    services.game_start(game=draft_game, actor=gm, reason="go")
    for player in players.values():
        got = [m for m in mail.outbox if player.email in m.to and "No *stabbing*" in m.body]
        assert len(got) == 1, player.username
        assert "<em>stabbing</em>" in got[0].alternatives[0][0]


def test_without_rules_the_start_mail_stays_opt_in(draft_game, gm, players):
    mail.outbox.clear()
    services.game_start(game=draft_game, actor=gm, reason="go")
    assert not [m for m in mail.outbox if players["austria"].email in m.to
                and "has started" in m.body]


def test_the_audit_log_names_the_change(running_game, gm, client_for):
    set_rules(running_game, gm, reason="typo fixed")
    page = client_for(gm).get(reverse("gm-audit", args=[running_game.pk])).content.decode()
    rows = [a for a in page.split("<article")[1:] if 'data-action="house_rules_update"' in a]
    assert len(rows) == 1
    assert "House rules changed" in rows[0] and "typo fixed" in rows[0]


def test_the_edit_page_in_german(draft_game, gm, client_for):
    set_rules(draft_game, gm)
    client = client_for(gm)
    client.cookies["django_language"] = "de"
    page = client.get(reverse("gm-house-rules", args=[draft_game.pk])).content.decode()
    assert "<h1>Hausregeln</h1>" in page and "Die Hausregeln jetzt" in page
    assert "Höchstens 20.000 Zeichen" in page  # the help text, numbers as Germans write them
    assert "<em>stabbing</em>" in page.split('id="house-rules-preview"')[1]
    response = client.post(reverse("gm-house-rules", args=[draft_game.pk]),
                           {"house_rules": "x" * (MAX_LENGTH + 1), "reason": "zu lang"})
    assert response.status_code == 400
    assert "Hausregeln dürfen höchstens 20.000 Zeichen haben" in response.content.decode()

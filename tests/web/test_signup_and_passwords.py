"""Accounts without an invitation: sign-up confirmed by e-mail, password change and reset
(Django's views, our mails), e-mail change confirmed at the new address."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.core import mail
from django.urls import reverse

from games.services import accounts

LINK = re.compile(r"http://\S+")


def link_in(message) -> str:
    return LINK.search(message.body).group(0).replace("http://127.0.0.1:8000", "")


def test_the_url_names_the_issue_asks_for_exist():
    for name in ("signup", "password_reset", "password_change", "absence", "lobby"):
        assert reverse(name)


def test_sign_up_confirm_and_log_in(client, db):
    response = client.post("/accounts/signup/", {
        "username": "nina", "email": "nina@example.org",
        "password1": "a-long-secret-42", "password2": "a-long-secret-42"})
    assert response.status_code == 200 and "nina@example.org" in response.content.decode()
    user = get_user_model().objects.get(username="nina")
    assert not user.is_active
    assert client.login(username="nina", password="a-long-secret-42") is False
    assert [m.to for m in mail.outbox] == [["nina@example.org"]]
    confirm = client.get(link_in(mail.outbox[0]))
    assert confirm.status_code == 302 and confirm["Location"] == "/accounts/login/"
    assert client.login(username="nina", password="a-long-secret-42")


def test_sign_up_in_german_mails_in_german(client, db):
    client.cookies["django_language"] = "de"
    client.post("/accounts/signup/", {
        "username": "jens", "email": "jens@example.org",
        "password1": "a-long-secret-42", "password2": "a-long-secret-42"})
    assert mail.outbox[0].subject == "Bestätigen Sie Ihre E-Mail-Adresse"


@pytest.mark.parametrize(("data", "field"), [
    ({"username": "anna", "email": "new@example.org"}, "username"),
    ({"username": "neu", "email": "anna@example.org"}, "email"),
    ({"username": "neu", "email": "not-an-address"}, "email"),
])
def test_a_taken_name_or_address_is_refused_with_a_400(client, players, data, field):
    response = client.post("/accounts/signup/", {
        **data, "password1": "a-long-secret-42", "password2": "a-long-secret-42"})
    assert response.status_code == 400
    assert field in response.context["form"].errors
    assert mail.outbox == []


def test_a_forged_or_used_confirmation_link_does_nothing(client, db):
    assert client.get("/accounts/signup/confirm/forged/").status_code == 404
    accounts.account_signup(username="lea", email="lea@example.org",
                            password="a-long-secret-42")
    path = link_in(mail.outbox[0])
    assert client.get(path).status_code == 302
    assert client.get(path).status_code == 302  # a second use: still active, nothing else


def test_sign_up_can_be_closed(client, db, settings):
    settings.GAMEMASTER_SIGNUP_OPEN = False
    response = client.post("/accounts/signup/", {
        "username": "max", "email": "max@example.org",
        "password1": "a-long-secret-42", "password2": "a-long-secret-42"})
    assert response.status_code == 403
    assert not get_user_model().objects.filter(username="max").exists()


def test_password_reset_by_mail(client, players, password):
    response = client.post("/accounts/password/reset/", {"email": "anna@example.org"})
    assert response.status_code == 302
    assert [m.to for m in mail.outbox] == [["anna@example.org"]]
    page = client.get(link_in(mail.outbox[0]), follow=True)
    assert page.status_code == 200 and page.context["validlink"]
    set_url = page.redirect_chain[-1][0]
    done = client.post(set_url, {"new_password1": "brand-new-secret-7",
                                 "new_password2": "brand-new-secret-7"})
    assert done.status_code == 302
    assert client.login(username="anna", password="brand-new-secret-7")
    assert client.post("/accounts/password/reset/", {"email": "nobody@example.org"}
                       ).status_code == 302
    assert len(mail.outbox) == 1  # no mail for an unknown address (and no hint either)


def test_password_change_needs_the_old_one(client, players, password):
    client.force_login(players["austria"])
    wrong = client.post("/accounts/password/change/", {
        "old_password": "nope", "new_password1": "brand-new-secret-7",
        "new_password2": "brand-new-secret-7"})
    assert wrong.status_code == 200 and "old_password" in wrong.context["form"].errors
    right = client.post("/accounts/password/change/", {
        "old_password": password, "new_password1": "brand-new-secret-7",
        "new_password2": "brand-new-secret-7"})
    assert right.status_code == 302
    players["austria"].refresh_from_db()
    assert players["austria"].check_password("brand-new-secret-7")


def test_e_mail_change_is_confirmed_at_the_new_address(client, players):
    client.force_login(players["austria"])
    response = client.post("/accounts/email/", {"email": "anna@new.example.org"})
    assert response.status_code == 302
    assert [m.to for m in mail.outbox] == [["anna@new.example.org"]]
    players["austria"].refresh_from_db()
    assert players["austria"].email == "anna@example.org"  # not yet
    client.get(link_in(mail.outbox[0]))
    players["austria"].refresh_from_db()
    assert players["austria"].email == "anna@new.example.org"
    assert client.get(link_in(mail.outbox[0])).status_code == 404  # used up
    taken = client.post("/accounts/email/", {"email": "emil@example.org"})
    assert taken.status_code == 400


def test_the_login_page_links_to_reset_and_sign_up(client, db):
    page = client.get("/accounts/login/").content.decode()
    assert reverse("password_reset") in page and reverse("signup") in page

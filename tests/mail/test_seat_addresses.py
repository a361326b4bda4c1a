"""The secret seat addresses (``games.mail_intake.addresses``): stable across releases, one per
seat, refused when renewed, on another domain, for another game or with the wrong MAC, and
made once even when two callers ask at the same time. Written for the survivors of mutation
testing (issue 24; docs/testing.md)."""

from __future__ import annotations

import base64
import hashlib
import hmac
import re

import pytest

from games import services
from games.mail_intake.addresses import (
    LOCAL,
    NONCE_LENGTH,
    address_for,
    new_nonce,
    seat_for_address,
    seat_nonce,
)
from games.models import Seat


@pytest.fixture
def france(running_game):
    return running_game.seats.get(key="france")


def _parts(address: str) -> tuple[str, str, str, str, str]:
    local, _, domain = address.partition("@")
    game_id, seat_id, nonce, mac = LOCAL.match(local).groups()
    return game_id, seat_id, nonce, mac, domain


def test_the_mac_is_hmac_sha1_under_the_secret_key_so_addresses_survive_releases(
        france, settings):
    """Players keep their seat's address in their address book: a release that changed the
    MAC's key, salt or message would silently turn every address into "unknown". The oracle is
    Django's documented salted HMAC, computed here by hand."""
    settings.SECRET_KEY = "a-fixed-key-for-this-test-" + "x" * 40
    game_id, seat_id, nonce, mac, _domain = _parts(address_for(france))
    key = hashlib.sha1(("gamemaster.seat-mail" + settings.SECRET_KEY).encode()).digest()
    digest = hmac.new(key, f"{game_id}:{seat_id}:{nonce}".encode(), hashlib.sha1).digest()
    assert mac == base64.b32encode(digest).decode().lower()[:12]


def test_a_nonce_is_eight_base32_letters_and_fresh_each_time():
    nonces = {new_nonce() for _ in range(50)}
    assert len(nonces) == 50
    assert all(re.fullmatch(rf"[a-z2-7]{{{NONCE_LENGTH}}}", n) for n in nonces)


def test_a_seat_without_a_nonce_gets_one_once_even_with_two_callers(running_game):
    """Seats made before nonces existed get one on first use; two requests that both saw no
    nonce must agree on the one stored (the update is conditional), and no other seat's
    nonce changes."""
    Seat.objects.filter(game=running_game).update(mail_nonce="")
    others = dict(Seat.objects.exclude(key="france").values_list("pk", "mail_nonce"))
    first = Seat.objects.get(game=running_game, key="france")
    second = Seat.objects.get(game=running_game, key="france")  # another request's copy
    a, b = seat_nonce(first), seat_nonce(second)
    assert a == b == Seat.objects.get(pk=first.pk).mail_nonce
    assert re.fullmatch(rf"[a-z2-7]{{{NONCE_LENGTH}}}", a)
    assert address_for(first) == address_for(second)
    assert dict(Seat.objects.exclude(key="france").values_list("pk", "mail_nonce")) == others
    assert seat_for_address(address_for(first)) == first


def test_every_seat_is_found_by_its_own_address_only(running_game):
    seats = list(running_game.seats.all())
    addresses = {seat.pk: address_for(seat) for seat in seats}
    assert len(set(addresses.values())) == len(seats)
    for seat in seats:
        assert seat_for_address(addresses[seat.pk]) == seat


def test_a_game_whose_id_differs_from_the_seat_ids_is_read_right(running_game, gm, players):
    """Game and seat ids must not be swapped: a second game makes them differ."""
    other = services.game_create(creator=gm, name="Second", ruleset="diplomacy")
    seat = other.seats.exclude(pk=other.pk).first()
    assert seat.pk != other.pk
    assert seat_for_address(address_for(seat)) == seat


def test_a_seat_named_under_another_game_is_unknown_even_with_a_valid_mac(running_game, gm,
                                                                           france):
    """The address binds the seat to its game: a seat id under another game's id is no
    address, even if the MAC were right for that pair."""
    from games.mail_intake.addresses import _mac

    other = services.game_create(creator=gm, name="Second", ruleset="diplomacy")
    _g, seat_id, nonce, _mac_, domain = _parts(address_for(france))
    forged = f"g{other.pk}-{seat_id}-{nonce}{_mac(other.pk, int(seat_id), nonce)}@{domain}"
    assert seat_for_address(forged) is None


def test_sub_addresses_reach_the_seat(france):
    local, _, domain = address_for(france).partition("@")
    for tag in ("+orders", "+re+fwd", "+"):
        assert seat_for_address(f"{local}{tag}@{domain}") == france, tag
    assert seat_for_address(f" {local.upper()}@{domain.upper()} ") == france


def test_the_seat_part_on_another_domain_is_unknown(france, settings):
    local, _, domain = address_for(france).partition("@")
    assert seat_for_address(f"{local}@other.example") is None
    assert seat_for_address(f"{local}@{domain}.evil.example") is None
    assert seat_for_address(f"{local}") is None
    assert seat_for_address(f"@{domain}") is None


def test_a_renewed_address_stops_working_at_once(france):
    old = address_for(france)
    new = services.seat_mail_address_renew(seat=france, user=france.player)
    assert new != old
    assert seat_for_address(old) is None
    assert seat_for_address(new) == Seat.objects.get(pk=france.pk)


def test_no_mail_domain_means_no_address(france, settings):
    settings.GAMEMASTER_MAIL_DOMAIN = ""
    assert address_for(france) == ""


def test_the_seat_comes_with_its_game_and_player_in_one_query(france, django_assert_num_queries):
    """The intake reads the seat's game and player for every mail: one query, not three."""
    address = address_for(france)
    expected = (france.game.name, france.player.email)
    with django_assert_num_queries(1):
        seat = seat_for_address(address)
        assert (seat.game.name, seat.player.email) == expected

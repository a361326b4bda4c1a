"""Press at its edges, pinned by mutation testing of ``games/services/press.py`` (issue 24):
each refusal with the field it names and its words (``games/errors.py``: what is wrong and
what would be right), the limits the form and the API hold, who counts as a recipient, the
game master writing as the game master, the thread keys of the module's docstring, read
marks that stay per user, game and thread, and the press rules' audit."""

from __future__ import annotations

import pytest
from django.core import mail

from games import selectors, services
from games.api.press import PressRulesSerializer
from games.api.serializers import MAX_TEXT
from games.errors import Conflict, InvalidInput, NotAllowed
from games.models import Game, GmAction, Message, PressMode, PressReadMark


def send(game, user, body="hello", **options):
    return services.press_send(game=game, user=user, body=body, **options)


def refusal(error, call, **arguments):
    """The (field, message) of the ``error`` the call raises."""
    with pytest.raises(error) as refused:
        call(**arguments)
    return refused.value.field, refused.value.message


def rules_of(game) -> dict:
    game = Game.objects.get(pk=game.pk)
    return {name: getattr(game, name) for name in PressRulesSerializer().fields}


def set_rules(game, gm, **rules):
    services.press_rules_update(game=game, actor=gm, reason="house rules", **rules)
    game.refresh_from_db()


# --- the refusals of a message, with their field and words --------------------------------

NO_TEXT = ("body", "The message has no text.")
NO_RECIPIENT = ("recipients", "Name at least one recipient, or send it to everybody.")


@pytest.mark.parametrize(
    ("options", "expected"),
    [
        ({"body": None, "recipients": ["italy"]}, NO_TEXT),
        ({"body": " \n\t ", "recipients": ["italy"]}, NO_TEXT),
        (
            {"recipients": ["italy"], "public": True},
            ("recipients", "A message to everybody names no recipients."),
        ),
        (
            {"recipients": ["gm"], "public": True},
            ("recipients", "A message to everybody names no recipients."),
        ),
        ({"recipients": []}, NO_RECIPIENT),
        ({"recipients": ["austria"]}, NO_RECIPIENT),  # the writer alone is nobody to write to
    ],
)
def test_a_malformed_message_says_what_is_wrong_and_where(running_game, players, options, expected):
    options = {"body": "hi", **options}
    assert (
        refusal(InvalidInput, send, game=running_game, user=players["austria"], **options)
        == expected
    )
    assert not Message.objects.exists()


def test_an_unknown_recipient_is_named_with_every_seat_one_may_write_to(running_game, players):
    seats = [seat.key for seat in running_game.seats.all()]
    assert refusal(
        InvalidInput,
        send,
        game=running_game,
        user=players["austria"],
        recipients=["italy", "narnia", "atlantis"],
    ) == ("recipients", f"No seat 'narnia' in this game; write to: {', '.join([*seats, 'gm'])}.")


def test_a_text_and_a_subject_may_be_as_long_as_the_form_allows_and_no_longer(
    running_game, players
):
    subject_max = Message._meta.get_field("subject").max_length
    anna = players["austria"]
    longest = send(
        running_game, anna, "x" * MAX_TEXT, recipients=["italy"], subject="s" * subject_max
    )
    assert (len(longest.body), len(longest.subject)) == (MAX_TEXT, subject_max)
    assert refusal(
        InvalidInput,
        send,
        game=running_game,
        user=anna,
        body="x" * (MAX_TEXT + 1),
        recipients=["italy"],
    ) == ("body", f"Write at most {MAX_TEXT} characters.")
    assert refusal(
        InvalidInput,
        send,
        game=running_game,
        user=anna,
        body="hi",
        subject="s" * (subject_max + 1),
        recipients=["italy"],
    ) == ("subject", f"A subject has at most {subject_max} characters.")
    assert Message.objects.count() == 1


def test_the_subject_is_kept_trimmed_and_none_is_invented(running_game, players):
    titled = send(running_game, players["austria"], recipients=["italy"], subject="  Lepanto  ")
    plain = send(running_game, players["austria"], recipients=["italy"])
    titled.refresh_from_db()
    plain.refresh_from_db()
    assert (titled.subject, plain.subject) == ("Lepanto", "")


def test_a_stranger_is_told_he_holds_no_seat(running_game, outsider):
    assert refusal(NotAllowed, send, game=running_game, user=outsider, public=True) == (
        None,
        "You hold no seat in this game.",
    )


# --- the game's press rules, refused with their words --------------------------------------


def test_each_press_rule_refuses_with_its_words_and_field(running_game, players, gm):
    anna = players["austria"]
    assert refusal(
        NotAllowed, send, game=running_game, user=anna, recipients=["italy"], grey=True
    ) == ("grey", "This game does not allow grey (anonymous) press.")
    set_rules(running_game, gm, press_mode=PressMode.PUBLIC)
    assert refusal(NotAllowed, send, game=running_game, user=anna, recipients=["italy"]) == (
        "recipients",
        "This game allows public press only: send it to everybody, or "
        "privately to the game masters (gm).",
    )
    set_rules(running_game, gm, press_mode=PressMode.NONE)
    assert refusal(NotAllowed, send, game=running_game, user=anna, public=True) == (
        "recipients",
        "This game has no press between players; you may write to the game masters (gm).",
    )
    assert not Message.objects.exists()


def test_a_closed_quiet_phase_names_itself(running_game, players, gm):
    set_rules(running_game, gm, press_in_quiet_phases=False)
    phase = running_game.phases.get()
    phase.phase_type = "R"
    phase.save()
    assert refusal(
        Conflict, send, game=running_game, user=players["austria"], recipients=["italy"]
    ) == (
        None,
        f"No press between players during {phase.label}: this game closes press in "
        "retreat and build phases.",
    )


def test_press_flows_in_a_quiet_phase_unless_the_game_closes_it(running_game, players, gm):
    phase = running_game.phases.get()
    phase.phase_type = "R"
    phase.save()
    assert running_game.press_in_quiet_phases
    send(running_game, players["austria"], "in the retreat", recipients=["italy"])
    set_rules(running_game, gm, press_in_quiet_phases=False)
    phase.phase_type = "M"
    phase.save()
    send(running_game, players["austria"], "in the movement", recipients=["italy"])
    assert Message.objects.count() == 2


def test_a_message_belongs_to_the_phase_it_was_written_in(running_game, players):
    message = send(running_game, players["austria"], recipients=["italy"])
    message.refresh_from_db()
    assert message.phase_id == running_game.phases.get().pk
    (item,) = selectors.press_items(running_game, players["italy"])
    assert item.phase == running_game.phases.get().label


# --- who the recipients are -----------------------------------------------------------------


def test_recipient_keys_are_read_loosely_and_the_writer_is_never_his_own_recipient(
    running_game, players
):
    mail.outbox.clear()
    message = send(
        running_game,
        players["austria"],
        "Lepanto?",
        recipients=[" Italy ", "", "  ", "austria", "italy", "TURKEY"],
    )
    assert message.thread == "p:austria.italy.turkey"
    assert sorted(seat.key for seat in message.recipients.all()) == ["italy", "turkey"]
    assert sorted(m.to[0] for m in mail.outbox) == ["ida@example.org", "tarik@example.org"]


def test_grey_press_names_only_its_recipients_in_its_thread(running_game, players, gm):
    set_rules(running_game, gm, press_grey=True)
    message = send(running_game, players["austria"], recipients=["russia", "italy"], grey=True)
    assert message.thread == "g:italy.russia"
    assert message.grey and message.sender_seat.key == "austria"


# --- the game master writes as the game master ----------------------------------------------


def test_a_game_master_without_a_seat_writes_as_the_game_master(running_game, players, gm):
    message = send(running_game, gm, "From the chair", recipients=["italy"])
    message.refresh_from_db()
    assert message.thread == "p:gm.italy"
    assert (message.sender_seat, message.author, message.is_public) == (None, gm, False)
    assert [seat.key for seat in message.recipients.all()] == ["italy"]
    (item,) = selectors.press_items(running_game, players["italy"])
    assert (item.body, item.sender, item.unread) == ("From the chair", "gm", True)
    assert selectors.press_items(running_game, players["france"]) == []


def test_a_game_master_may_not_write_grey(running_game, gm):
    running_game.press_grey = True
    running_game.save()
    assert refusal(
        InvalidInput, send, game=running_game, user=gm, recipients=["italy"], grey=True
    ) == ("grey", "Game masters write under their own name.")


def test_a_game_masters_message_is_not_held_to_the_players_press_rules(running_game, players, gm):
    set_rules(running_game, gm, press_mode=PressMode.NONE)
    send(running_game, gm, "Everybody, listen", public=True)
    send(running_game, gm, "Italy only", recipients=["italy"])
    assert [i.body for i in selectors.press_items(running_game, players["italy"])] == [
        "Everybody, listen",
        "Italy only",
    ]


# --- read marks -----------------------------------------------------------------------------


def another_game(gm, players):
    game = services.game_create(creator=gm, name="Demo 1902", seed=1902)
    for seat in game.seats.all():
        services.seat_assign(seat=seat, player=players[seat.key], actor=gm)
    services.game_start(game=game, actor=gm)
    game.refresh_from_db()
    return game


def test_marking_a_thread_read_reads_up_to_its_newest_message_in_this_game_only(
    running_game, players, gm
):
    ida = players["italy"]
    one = send(running_game, players["austria"], "one", recipients=["italy"])
    two = send(running_game, players["austria"], "two", recipients=["italy"])
    send(running_game, players["austria"], "to France", recipients=["france"])
    send(another_game(gm, players), players["austria"], "elsewhere", recipients=["italy"])
    assert one.thread == two.thread
    assert services.press_mark_read(game=running_game, user=ida, thread=two.thread) == two.pk
    assert PressReadMark.objects.get(user=ida, game=running_game).last_read_id == two.pk


def test_writing_in_a_thread_reads_it_up_to_ones_own_message(running_game, players):
    """Whoever answers in a conversation has read it so far (a mail reply answers the press
    mail; the page's form sits under the thread), so the answer leaves nothing unread before
    it; a message that comes later is unread again."""
    ida = players["italy"]
    first = send(running_game, players["austria"], "one", recipients=["italy"])
    send(running_game, players["russia"], "elsewhere", recipients=["italy"])
    send(running_game, ida, "answer", recipients=["austria"])
    later = send(running_game, players["austria"], "two", recipients=["italy"])
    unread = [i.body for i in selectors.press_items(running_game, ida) if i.unread]
    assert unread == ["elsewhere", "two"]
    assert first.thread == later.thread


def test_marking_an_empty_thread_read_reads_nothing(running_game, players):
    assert (
        services.press_mark_read(game=running_game, user=players["italy"], thread="p:austria.italy")
        == 0
    )
    assert PressReadMark.objects.get(user=players["italy"]).last_read_id == 0


def test_reading_one_thread_leaves_every_other_read_mark_alone(running_game, players):
    gerd = players["germany"]
    first = send(running_game, players["italy"], "first", public=True)
    services.press_mark_read(game=running_game, user=gerd, thread="public", up_to=first.pk)
    send(running_game, players["france"], "second", public=True)
    private = send(running_game, players["austria"], "private", recipients=["italy"])
    services.press_mark_read(game=running_game, user=players["italy"], thread=private.thread)
    assert selectors.press_unread_count(running_game, gerd) == 1  # "second"
    assert PressReadMark.objects.get(user=gerd).last_read_id == first.pk


def test_a_read_mark_never_goes_back(running_game, players):
    ida = players["italy"]
    one = send(running_game, players["austria"], "one", recipients=["italy"])
    two = send(running_game, players["austria"], "two", recipients=["italy"])
    services.press_mark_read(game=running_game, user=ida, thread=two.thread)
    services.press_mark_read(game=running_game, user=ida, thread=one.thread, up_to=one.pk)
    assert PressReadMark.objects.get(user=ida).last_read_id == two.pk


def test_a_thread_key_too_long_for_a_read_mark_is_cut_to_fit(running_game, players):
    size = PressReadMark._meta.get_field("thread").max_length
    services.press_mark_read(game=running_game, user=players["italy"], thread="p:" + "x" * 300)
    assert PressReadMark.objects.get(user=players["italy"]).thread == ("p:" + "x" * 300)[:size]


# --- the press rules: refusals and their audit -----------------------------------------------


def test_an_unknown_press_rule_is_refused_by_name_and_nothing_changes(running_game, gm):
    before = rules_of(running_game)
    everything = ", ".join(PressRulesSerializer().fields)
    assert refusal(
        InvalidInput,
        services.press_rules_update,
        game=running_game,
        actor=gm,
        reason="r",
        press_grey=True,
        press_volume=3,
        press_colour="red",
    ) == ("press_colour", f"Unknown press rule 'press_colour'; the rules are: {everything}.")
    modes = ", ".join(PressMode.values)
    assert refusal(
        InvalidInput,
        services.press_rules_update,
        game=running_game,
        actor=gm,
        reason="r",
        press_grey=True,
        press_mode="loud",
    ) == ("press_mode", f"Press is one of: {modes}.")
    assert rules_of(running_game) == before
    assert not GmAction.objects.filter(action="press_rules_update").exists()


def test_changing_the_press_rules_is_logged_with_who_why_before_and_after(running_game, gm):
    before = rules_of(running_game)
    game = services.press_rules_update(
        game=running_game,
        actor=gm,
        reason="  open table ",
        press_mode=PressMode.PUBLIC,
        press_grey=1,
        press_gm_reads_private=0,
    )
    after = {
        **before,
        "press_mode": PressMode.PUBLIC,
        "press_grey": True,
        "press_gm_reads_private": False,
    }
    assert rules_of(running_game) == after
    entry = GmAction.objects.get(action="press_rules_update")
    assert (entry.game, entry.actor, entry.reason, entry.before, entry.after) == (
        running_game,
        gm,
        "open table",
        before,
        after,
    )
    # a yes/no rule is a yes or a no, whatever truthy value the caller gave
    assert game.press_grey is True and entry.after["press_grey"] is True

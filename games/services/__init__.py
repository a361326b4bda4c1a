"""Domain operations, one plain function per action, named ``<entity>_<action>``.

Views, API views, tasks and management commands each make one call in here. Every function
takes keyword arguments, checks permissions itself, raises a ``games.errors.DomainError`` with a
clear message on bad input, and writes a ``GmAction`` (with the required reason) for each
game-master action. The list with one-line docs is in ``docs/architecture.md``.
"""

from games.services.access import is_game_master, seat_of
from games.services.announcements import announcement_send
from games.services.games import game_create, game_pause, game_resume, game_start
from games.services.house_rules import house_rules_update
from games.services.invitations import invitation_accept, invitation_create
from games.services.mail_addresses import seat_mail_address, seat_mail_address_renew
from games.services.mail_inbox import mail_inbox_sweep, mail_prune
from games.services.mail_receive import mail_receive
from games.services.mails import game_mails, mail_resend
from games.services.press import press_mark_read, press_rules_update, press_send
from games.services.press_digest import press_digest_send
from games.services.processing import (
    phase_claim,
    phase_process,
    phase_process_now,
    phase_publish,
)
from games.services.profiles import profile_for, profile_update
from games.services.review import phase_overrule, phase_rollback
from games.services.rulings import review_flag_rule
from games.services.schedule import game_schedule_update, zat_compute, zat_extend, zat_set
from games.services.seats import seat_assign, seat_replace
from games.services.submissions import (
    orders_submit,
    orders_submit_in_game,
    submission_preview,
)
from games.services.sweep import phases_due, reminders_send_due, zat_sweep

__all__ = [
    "announcement_send",
    "game_create",
    "game_mails",
    "game_pause",
    "game_resume",
    "game_schedule_update",
    "game_start",
    "house_rules_update",
    "invitation_accept",
    "invitation_create",
    "is_game_master",
    "mail_inbox_sweep",
    "mail_prune",
    "mail_receive",
    "mail_resend",
    "orders_submit",
    "orders_submit_in_game",
    "phase_claim",
    "phase_overrule",
    "phase_process",
    "phase_process_now",
    "phase_publish",
    "phase_rollback",
    "phases_due",
    "press_digest_send",
    "press_mark_read",
    "press_rules_update",
    "press_send",
    "profile_for",
    "profile_update",
    "reminders_send_due",
    "review_flag_rule",
    "seat_assign",
    "seat_mail_address",
    "seat_mail_address_renew",
    "seat_of",
    "seat_replace",
    "submission_preview",
    "zat_compute",
    "zat_extend",
    "zat_set",
    "zat_sweep",
]

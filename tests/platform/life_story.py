"""Helpers for the whole-game stories (``test_game_across_months.py`` and its Rather Silly
twin): who got which mail at one step, in which language."""

from __future__ import annotations

from django.core import mail


class Mailbox:
    """The mails of one step: ``step()`` forgets what came before."""

    def step(self) -> None:
        mail.outbox.clear()

    def subjects(self, user) -> list[str]:
        return [m.subject for m in mail.outbox if user.email in m.to]

    def bodies(self, user) -> str:
        return "\n".join(m.body for m in mail.outbox if user.email in m.to)

    def told(self, users, german: str, english: str, languages: dict) -> None:
        """Every user got a mail whose subject holds the step's words in their language."""
        for user in users:
            words = german if languages.get(user.pk) == "de" else english
            assert any(words in subject for subject in self.subjects(user)), (
                user.username, words, self.subjects(user))

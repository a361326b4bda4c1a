"""Rather Silly's own game-master form: a set of seats plus the reason every GM action needs
(who answered the Superhirn right, who shares an agreed draw)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from games.form_fields import ReasonMixin


class SeatsForm(ReasonMixin):
    """A set of seats plus a reason."""

    seats = forms.MultipleChoiceField(required=False, widget=forms.CheckboxSelectMultiple)
    field_order = ["seats", "reason"]

    def __init__(self, *args: Any, seats: list[tuple[str, str]], label: Any = None,
                 **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["seats"].choices = seats
        self.fields["seats"].label = label or _("Seats")
        self.order_fields(self.field_order)

"""The fields and the mixin that the platform's form modules share (``forms.py``,
``life_forms.py``, the press and the games' forms): here, below all of them, so that no form
module imports another."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib.auth import get_user_model
from django.utils.translation import gettext_lazy as _

from games.models.profiles import NOTICES


class ReasonMixin(forms.Form):
    """Every game-master action says why; the reason lands in the audit log."""

    reason = forms.CharField(
        label=_("Reason"),
        max_length=2000,
        widget=forms.Textarea(attrs={"rows": 2}),
        help_text=_("Required. Shown in the audit log of this game."),
    )


class PlayerField(forms.ModelChoiceField):
    """A user named by their user name (no list of every user is shown to anyone)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(
            queryset=get_user_model().objects.filter(is_active=True),
            to_field_name="username",
            widget=forms.TextInput(attrs={"autocomplete": "off", "autocapitalize": "off"}),
            error_messages={"invalid_choice": _("No active user has this user name.")},
            **kwargs,
        )


class NoticesField(forms.MultipleChoiceField):
    def __init__(self, **kwargs: Any) -> None:
        super().__init__(choices=list(NOTICES.items()), required=False,
                         widget=forms.CheckboxSelectMultiple,
                         label=_("E-mail me game news"), **kwargs)

"""Forms of the press pages (shape only; the press rules are the service's)."""

from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from games.form_fields import ReasonMixin
from games.models import PressMode


class PressForm(forms.Form):
    recipients = forms.MultipleChoiceField(
        label=_("To"), required=False, widget=forms.CheckboxSelectMultiple,
    )
    public = forms.BooleanField(label=_("To everybody (public press)"), required=False)
    grey = forms.BooleanField(label=_("Anonymous (grey press)"), required=False)
    subject = forms.CharField(label=_("Subject"), max_length=200, required=False)
    body = forms.CharField(label=_("Message"), max_length=20_000,
                           widget=forms.Textarea(attrs={"rows": 5}))

    def __init__(self, *args, choices=(), grey_allowed=False, **kwargs) -> None:  # type: ignore[no-untyped-def]
        super().__init__(*args, **kwargs)
        self.fields["recipients"].choices = list(choices)
        if not grey_allowed:
            del self.fields["grey"]


class PressRulesForm(ReasonMixin):
    press_mode = forms.ChoiceField(label=_("Press"), choices=PressMode.choices)
    press_grey = forms.BooleanField(label=_("Grey (anonymous) press allowed"), required=False)
    press_in_quiet_phases = forms.BooleanField(
        label=_("Press during retreat and build phases"), required=False)
    press_gm_reads_private = forms.BooleanField(
        label=_("Game masters may read private press (shown to every player)"),
        required=False)
    mail_any_sender = forms.BooleanField(
        label=_("Take mail to a seat address from any sender address"), required=False,
        help_text=_("Off: only mail from the player's own address is read."))
    field_order = ["press_mode", "press_grey", "press_in_quiet_phases",
                   "press_gm_reads_private", "mail_any_sender", "reason"]

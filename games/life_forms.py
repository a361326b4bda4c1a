"""Forms of a game's life (issue 14): sign-up, e-mail change, absences, the lobby, draws, and
the game master's decisions. Shape only, as in ``games.forms``; the services judge the rest."""

from __future__ import annotations

from typing import Any

from django import forms
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.forms import PasswordResetForm, UserCreationForm
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from games.emails import accounts as account_mails
from games.form_fields import PlayerField, ReasonMixin


class OpenSignupForm(UserCreationForm):
    email = forms.EmailField(label=_("E-mail address"),
                             help_text=_("We send a link there to confirm it."))

    class Meta(UserCreationForm.Meta):
        model = get_user_model()
        fields = ("username", "email")


class MailedPasswordResetForm(PasswordResetForm):
    """Django's reset form, mailing through ``games.emails`` (the mail contract), with the
    link on the public address (``SITE_URL``)."""

    def send_mail(self, subject_template_name: str, email_template_name: str,
                  context: dict[str, Any], from_email: str | None, to_email: str,
                  html_email_template_name: str | None = None) -> None:
        path = reverse("password_reset_confirm",
                       kwargs={"uidb64": context["uid"], "token": context["token"]})
        account_mails.send_password_reset(context["user"], f"{settings.SITE_URL}{path}")


class EmailChangeForm(forms.Form):
    email = forms.EmailField(label=_("New e-mail address"))


class AbsenceForm(forms.Form):
    seats = forms.TypedMultipleChoiceField(label=_("Games"), coerce=int,
                                           widget=forms.CheckboxSelectMultiple)
    starts_on = forms.DateField(label=_("First day away"),
                                widget=forms.DateInput(attrs={"type": "date"}))
    ends_on = forms.DateField(label=_("Last day away"),
                              widget=forms.DateInput(attrs={"type": "date"}))
    sitter = PlayerField(label=_("Sitter (user name)"), required=False,
                         help_text=_("Only for games whose game master lets sitters play for "
                                     "absent players; a game master accepts them."))

    def __init__(self, *args: Any, seats: list[tuple[int, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["seats"].choices = seats


class JoinForm(forms.Form):
    seat = forms.ChoiceField(label=_("Seat"), required=False)
    message = forms.CharField(label=_("Message to the game master"), required=False,
                              max_length=2000, widget=forms.Textarea(attrs={"rows": 3}))

    def __init__(self, *args: Any, seats: list[tuple[str, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["seat"].choices = [("", _("any seat")), *seats]


class DrawProposeForm(forms.Form):
    kind = forms.ChoiceField(label=_("Proposal"))
    seats = forms.MultipleChoiceField(label=_("Seats sharing the result"), required=False,
                                      widget=forms.CheckboxSelectMultiple)

    def __init__(self, *args: Any, kinds: list[str], seats: list[tuple[str, str]],
                 **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        names = {"draw": _("a draw"), "concession": _("a concession to one seat")}
        self.fields["kind"].choices = [(k, names.get(k, k)) for k in kinds]
        self.fields["seats"].choices = seats


class ListingForm(ReasonMixin):
    looking = forms.BooleanField(label=_("List this game in the lobby as looking for players"),
                                 required=False)
    field_order = ["looking", "reason"]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.order_fields(self.field_order)


class DecideForm(ReasonMixin):
    """Accept or refuse (a join request, a sitter, a draw), with a reason for the log."""

    accept = forms.TypedChoiceField(label=_("Decision"), coerce=lambda v: v == "yes",
                                    choices=[("yes", _("accept")), ("no", _("refuse"))],
                                    widget=forms.RadioSelect)
    seat = forms.ChoiceField(label=_("Seat"), required=False)
    field_order = ["accept", "seat", "reason"]

    def __init__(self, *args: Any, seats: list[tuple[str, str]] | None = None,
                 **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if seats is None:
            del self.fields["seat"]
        else:
            self.fields["seat"].choices = seats
        self.order_fields(self.field_order)

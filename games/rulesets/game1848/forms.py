"""Forms of the 1848 game-master pages (shape only; the services judge the content)."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from games.form_fields import ReasonMixin


class CardSetForm(ReasonMixin):
    shipped = forms.ChoiceField(
        label=_("Load a shipped set instead"), required=False,
        choices=[("", _("– no, use the text below –")),
                 ("practice", _("Practice set (complete; invented values labelled)")),
                 ("known", _("Publicly known cards (incomplete: fill in before starting)"))],
    )
    text = forms.CharField(
        label=_("Card set (JSON, one card per line)"), required=False, max_length=400_000,
        widget=forms.Textarea(attrs={"rows": 24, "class": "orders", "spellcheck": "false"}),
    )
    majority_basis = forms.ChoiceField(
        label=_("Who holds the majority of a party"),
        choices=[("trick", _("the largest share on the table in this trick")),
                 ("running", _("the largest share plus that party's points so far"))],
    )
    opener_after_win = forms.ChoiceField(
        label=_("Who opens the trick after a won trick"),
        choices=[("left_of_first_passer", _("the player left of the first to pass")),
                 ("winner", _("the winner of the trick"))],
    )
    field_order = ["shipped", "text", "majority_basis", "opener_after_win", "reason"]

    def changes(self) -> dict[str, Any]:
        data = self.cleaned_data
        changes: dict[str, Any] = {
            "options": {"majority_basis": data["majority_basis"],
                        "opener_after_win": data["opener_after_win"]}}
        if data.get("shipped"):
            changes["shipped"] = data["shipped"]
        elif data.get("text", "").strip():
            changes["text"] = data["text"]
        return changes


class FlagRulingForm(ReasonMixin):
    text = forms.CharField(
        label=_("Ruling"), max_length=2000,
        widget=forms.Textarea(attrs={"rows": 3, "class": "orders", "spellcheck": "false"}),
        help_text=_("What the card does in this trick, in the effect vocabulary, e.g. "
                    "“Z27: party liberale +2”, “Z27: person -1; leader preussen +3” or "
                    "“Z27: none”."),
    )

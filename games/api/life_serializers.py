"""API serializers of a game's life: absences (and their sitters), the lobby and its join
requests, draws. Same rules as ``games/api/serializers.py``: input serializers check shape
only, the services decide what is allowed."""

from __future__ import annotations

from django.contrib.auth import get_user_model
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from games.api.serializers import ReasonSerializer, UserNameField


class AbsenceCreateSerializer(serializers.Serializer):
    games = serializers.ListField(child=serializers.IntegerField(min_value=1), min_length=1,
                                  max_length=100,
                                  help_text="Ids of the games (your seats in them) you are away "
                                            "from.")
    starts_on = serializers.DateField(help_text="First day away (your time zone).")
    ends_on = serializers.DateField(help_text="Last day away.")
    sitter = UserNameField(slug_field="username", required=False, allow_null=True,
                           queryset=get_user_model().objects.filter(is_active=True),
                           help_text="User name of who plays your seat meanwhile (the game "
                                     "master accepts), if the game lets a sitter play.")


class AbsenceSerializer(serializers.Serializer):
    """An absence as its own player sees it (dates included)."""

    id = serializers.IntegerField()
    game = serializers.IntegerField(source="seat.game_id")
    seat = serializers.CharField(source="seat.key")
    starts_at = serializers.DateTimeField()
    ends_at = serializers.DateTimeField()
    sitter = serializers.SerializerMethodField()
    sitter_accepted_at = serializers.DateTimeField()
    cancelled_at = serializers.DateTimeField()

    def get_sitter(self, absence) -> str | None:  # type: ignore[no-untyped-def]
        return absence.sitter.get_username() if absence.sitter else None


class LobbySeatSerializer(serializers.Serializer):
    key = serializers.CharField()
    label = serializers.CharField()


class LobbyGameSerializer(serializers.Serializer):
    """A game on offer: no player names, only the seats free and who masters it."""

    id = serializers.IntegerField(source="game.pk")
    name = serializers.CharField(source="game.name")
    ruleset = serializers.CharField()
    status = serializers.CharField(source="game.status")
    phase = serializers.CharField(source="phase.label", default=None)
    game_masters = serializers.ListField(child=serializers.CharField())
    seats = LobbySeatSerializer(many=True)


class JoinRequestCreateSerializer(serializers.Serializer):
    seat = serializers.CharField(max_length=64, required=False, allow_blank=True,
                                 help_text="The seat wished for (a key); empty: any.")
    message = serializers.CharField(max_length=2000, required=False, allow_blank=True)


class JoinRequestSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    game = serializers.IntegerField(source="game_id")
    seat = serializers.CharField(source="seat.key", default=None)
    status = serializers.CharField()


class JoinDecisionSerializer(ReasonSerializer):
    accept = serializers.BooleanField()
    seat = serializers.CharField(max_length=64, required=False, allow_blank=True,
                                 help_text="The seat to give (default: the one asked for).")


class DrawProposeSerializer(serializers.Serializer):
    kind = serializers.CharField(max_length=16, default="draw",
                                 help_text="draw or concession")
    seats = serializers.ListField(child=serializers.CharField(max_length=64), required=False,
                                  allow_null=True, max_length=50,
                                  help_text="Seats sharing the draw (default: every survivor), "
                                            "or the one seat conceded to.")


class DrawVoteSerializer(serializers.Serializer):
    accept = serializers.BooleanField()


class DrawDecisionSerializer(ReasonSerializer):
    accept = serializers.BooleanField(help_text="true confirms the result, false rejects it.")


class DrawVoteShownSerializer(serializers.Serializer):
    seat = serializers.CharField(source="seat.key")
    accept = serializers.BooleanField()


class DrawProposalSerializer(serializers.Serializer):
    """A proposal. Votes are secret: a player sees only whether and how their own seat voted;
    the game masters see every vote; everybody sees them once the game is over."""

    id = serializers.IntegerField()
    kind = serializers.CharField()
    seats = serializers.ListField(child=serializers.CharField())
    voters = serializers.ListField(child=serializers.CharField())
    status = serializers.CharField()
    created_at = serializers.DateTimeField()
    decided_at = serializers.DateTimeField()
    my_vote = serializers.SerializerMethodField()
    votes = serializers.SerializerMethodField()

    def get_my_vote(self, proposal) -> bool | None:  # type: ignore[no-untyped-def]
        seat = self.context.get("seat")
        vote = proposal.votes.filter(seat=seat).first() if seat is not None else None
        return vote.accept if vote is not None else None

    @extend_schema_field(DrawVoteShownSerializer(many=True, allow_null=True))
    def get_votes(self, proposal):  # type: ignore[no-untyped-def]
        if not self.context.get("votes_visible"):
            return None
        return DrawVoteShownSerializer(proposal.votes.select_related("seat"), many=True).data

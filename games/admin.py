"""Admin pages: a view into the data for operators; game masters use the app's own pages."""

from django.contrib import admin

from games import models


class SeatInline(admin.TabularInline):
    model = models.Seat
    extra = 0
    fields = ("key", "label", "player", "status", "missed_phases")


@admin.register(models.Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ("name", "ruleset", "status", "created_at")
    list_filter = ("ruleset", "status")
    search_fields = ("name",)
    filter_horizontal = ("game_masters",)
    inlines = [SeatInline]


@admin.register(models.Phase)
class PhaseAdmin(admin.ModelAdmin):
    list_display = ("game", "index", "label", "status", "zat", "attempt", "claimed_at")
    list_filter = ("status",)
    search_fields = ("game__name", "label")


@admin.register(models.Submission)
class SubmissionAdmin(admin.ModelAdmin):
    list_display = ("phase", "seat", "kind", "version", "is_valid", "created_at")
    list_filter = ("kind", "is_valid")

    def has_change_permission(self, request, obj=None) -> bool:
        return False  # versions are never edited; a change is a new submission


@admin.register(models.GmAction)
class GmActionAdmin(admin.ModelAdmin):
    list_display = ("created_at", "game", "actor", "action", "reason")
    list_filter = ("action",)

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


admin.site.register(models.PlayerProfile)
admin.site.register(models.SeatHolding)
admin.site.register(models.Invitation)
admin.site.register(models.Report)
admin.site.register(models.Message)

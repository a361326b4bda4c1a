"""The ZAT calendar feed (its secret address is its key) and renewing that address."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from games.calendar_feed import calendar_ics
from games.models import CalendarFeed
from games.services.calendars import calendar_feed_renew


def calendar_feed(request: HttpRequest, token: str) -> HttpResponse:
    if "\x00" in token:
        raise Http404(_("No calendar has this address."))
    feed = CalendarFeed.objects.select_related("user").filter(token=token).first()
    if feed is None or not feed.user.is_active:
        raise Http404(_("No calendar has this address."))
    response = HttpResponse(calendar_ics(feed.user), content_type="text/calendar; charset=utf-8")
    response["Content-Disposition"] = 'inline; filename="zat.ics"'
    response["Cache-Control"] = "private, no-store"
    return response


@login_required
@require_POST
def calendar_renew(request: HttpRequest) -> HttpResponse:
    calendar_feed_renew(user=request.user)
    messages.success(request, _("Your calendar has a new address; the old one no longer "
                                "works."))
    return redirect("profile")

/* The map as an order pad (docs/web.md, "The map as an order pad").
 *
 * The figure carries data-order-pad (the id of a json_script element holding the rule set's
 * pad: games/rulesets/order_pad.py documents its shape) and data-order-box (the order
 * textarea). Clicks on units and provinces write order lines into the textarea, in the
 * canonical grammar of docs/rules/diplomacy-orders.md; the textarea stays the one source of
 * truth (typing works as before, and every line written fires an "input" event, so
 * orders.js checks it like a typed one). The seat's pending orders are read back from the
 * textarea as it changes and drawn in an overlay inside this page's own copy of the SVG:
 * nothing is sent anywhere, and the map served to anybody else is untouched.
 *
 * While the overlay draws a draft, the figure's caption says so (data-caption-draft) instead of
 * "arrows show the orders of the last published phase"; with an empty box it says that again.
 *
 * Zoom and pan: buttons, mouse wheel, one-finger drag and two-finger pinch change the SVG's
 * viewBox; a drag never counts as a click.
 *
 * Strings come from Django's JavaScript catalog (gettext/interpolate, djangojs domain).
 */
(function () {
  "use strict";

  var NS = "http://www.w3.org/2000/svg";
  var _ = window.gettext || function (s) { return s; };
  function fmt(text, values) {
    if (window.interpolate) {
      return window.interpolate(text, values, true);
    }
    return text.replace(/%\((\w+)\)s/g, function (m, key) { return values[key]; });
  }
  function base(at) { return String(at || "").split("/")[0]; }
  function unitName(u) { return u.type + " " + u.at; }

  /* ---- zoom and pan ------------------------------------------------------------------ */

  function zoomable(svg, figure) {
    var full = svg.viewBox.baseVal;
    var home = { x: full.x, y: full.y, w: full.width, h: full.height };
    var view = { x: home.x, y: home.y, w: home.w, h: home.h };
    var ratio = home.h / home.w;

    function apply() {
      svg.setAttribute("viewBox", [view.x, view.y, view.w, view.h].map(function (n) {
        return n.toFixed(1);
      }).join(" "));
      figure.setAttribute("data-zoom-level", (home.w / view.w).toFixed(2));
    }
    function set(x, y, w) {
      w = Math.max(home.w / 8, Math.min(home.w, w));
      var h = w * ratio;
      view.w = w;
      view.h = h;
      view.x = Math.max(home.x, Math.min(home.x + home.w - w, x));
      view.y = Math.max(home.y, Math.min(home.y + home.h - h, y));
      apply();
    }
    function toMap(clientX, clientY) {
      var box = svg.getBoundingClientRect();
      return { x: view.x + (clientX - box.left) / box.width * view.w,
               y: view.y + (clientY - box.top) / box.height * view.h };
    }
    function zoomAt(factor, point) {
      var w = Math.max(home.w / 8, Math.min(home.w, view.w / factor));
      var k = w / view.w;
      set(point.x - (point.x - view.x) * k, point.y - (point.y - view.y) * k, w);
    }
    function centre() { return { x: view.x + view.w / 2, y: view.y + view.h / 2 }; }

    figure.querySelectorAll("[data-zoom]").forEach(function (button) {
      button.addEventListener("click", function () {
        var how = button.getAttribute("data-zoom");
        if (how === "in") { zoomAt(1.5, centre()); }
        else if (how === "out") { zoomAt(1 / 1.5, centre()); }
        else { set(home.x, home.y, home.w); }
      });
    });
    svg.addEventListener("wheel", function (event) {
      event.preventDefault();
      zoomAt(event.deltaY < 0 ? 1.25 : 0.8, toMap(event.clientX, event.clientY));
    }, { passive: false });

    var pointers = {};
    var dragged = false;
    var pinch = null;
    svg.addEventListener("pointerdown", function (event) {
      pointers[event.pointerId] = { x: event.clientX, y: event.clientY,
                                    x0: event.clientX, y0: event.clientY };
      dragged = false;
      var ids = Object.keys(pointers);
      if (ids.length === 2) {
        var a = pointers[ids[0]], b = pointers[ids[1]];
        pinch = { d: Math.hypot(a.x - b.x, a.y - b.y), w: view.w };
      }
    });
    svg.addEventListener("pointermove", function (event) {
      var p = pointers[event.pointerId];
      if (!p) { return; }
      var ids = Object.keys(pointers);
      if (ids.length === 2 && pinch) {
        p.x = event.clientX;
        p.y = event.clientY;
        var a = pointers[ids[0]], b = pointers[ids[1]];
        var d = Math.hypot(a.x - b.x, a.y - b.y);
        if (d > 0) {
          zoomAt(view.w / (pinch.w * pinch.d / d), toMap((a.x + b.x) / 2, (a.y + b.y) / 2));
        }
        dragged = true;
        return;
      }
      if (!dragged && Math.hypot(event.clientX - p.x0, event.clientY - p.y0) < 6) { return; }
      if (!dragged && svg.setPointerCapture) {
        svg.setPointerCapture(event.pointerId);  // only once it really is a drag
      }
      dragged = true;
      var box = svg.getBoundingClientRect();
      set(view.x - (event.clientX - p.x) / box.width * view.w,
          view.y - (event.clientY - p.y) / box.height * view.h, view.w);
      p.x = event.clientX;
      p.y = event.clientY;
    });
    function up(event) {
      delete pointers[event.pointerId];
      if (Object.keys(pointers).length < 2) { pinch = null; }
    }
    svg.addEventListener("pointerup", up);
    svg.addEventListener("pointercancel", up);
    // A drag or a pinch ends in a click event: swallow it before the pad sees it.
    svg.addEventListener("click", function (event) {
      if (dragged) {
        event.stopImmediatePropagation();
        event.preventDefault();
        dragged = false;
      }
    }, true);

    return {
      /* On a narrow screen start around the seat's own pieces, so labels are readable. */
      focus: function (points) {
        if (!points.length) { return; }
        var xs = points.map(function (p) { return p[0]; });
        var ys = points.map(function (p) { return p[1]; });
        var w = Math.max(home.w * 0.4, (Math.max.apply(null, xs) - Math.min.apply(null, xs)) * 1.6,
                         (Math.max.apply(null, ys) - Math.min.apply(null, ys)) * 1.6 / ratio);
        var cx = (Math.max.apply(null, xs) + Math.min.apply(null, xs)) / 2;
        var cy = (Math.max.apply(null, ys) + Math.min.apply(null, ys)) / 2;
        set(cx - w / 2, cy - w * ratio / 2, w);
      }
    };
  }

  /* ---- the pending orders, read back from the textarea -------------------------------- */

  var UNIT = /^(A®|AM|A|F|V|SA|SF|DA|T|L)$/i;

  function readLine(raw) {
    var line = raw.replace(/#.*$/, "").trim().replace(/\s+/g, " ");
    if (!line) { return null; }
    var words = line.split(" ");
    var low = words.map(function (w) { return w.toLowerCase(); });
    if (/^(build|b|baue)$/.test(low[0]) && words.length >= 3) {
      return { kind: "build", type: words[1].toUpperCase(), at: low[2] };
    }
    if (/^(remove|entferne)$/.test(low[0])) {
      return { kind: "remove", at: low[low.length - 1] };
    }
    if (words.length < 3 || !UNIT.test(words[0])) { return null; }
    var at = low[1];
    var rest = low.slice(2);
    var verb = rest[0];
    if (verb === "h" || verb === "hold") { return { kind: "hold", at: at }; }
    if (verb === "vz") { return { kind: "scare", at: at }; }
    if (verb === "hose") { return { kind: "hose", at: at }; }
    if (verb === "exp") { return { kind: "explode", at: at }; }
    if (verb === "d" || verb === "disband") { return { kind: "remove", at: at }; }
    if (verb === "-" || verb === "r") {
      var route = [at];
      rest.slice(1).join(" ").replace(/ via convoy$/, "").split("-").forEach(function (step) {
        if (step.trim()) { route.push(step.trim()); }
      });
      return { kind: verb === "r" ? "retreat" : "move", route: route,
               convoy: / via convoy$/.test(rest.join(" ")) };
    }
    if (verb === "s" || verb === "c" || verb === "ver") {
      var parts = rest.slice(1).filter(function (w) { return !UNIT.test(w); });
      var dash = parts.indexOf("-");
      return { kind: { s: "support", c: "convoy", ver: "seduce" }[verb], at: at,
               other: parts[0], to: dash >= 0 ? parts[dash + 1] : null };
    }
    return null;
  }

  function overlay(svg) {
    var defs = svg.querySelector("defs") || svg.insertBefore(document.createElementNS(NS, "defs"),
                                                              svg.firstChild);
    if (!svg.querySelector("#pad-arrow")) {
      var marker = document.createElementNS(NS, "marker");
      marker.setAttribute("id", "pad-arrow");
      marker.setAttribute("viewBox", "0 0 10 10");
      marker.setAttribute("refX", "8");
      marker.setAttribute("refY", "5");
      marker.setAttribute("markerWidth", "5");
      marker.setAttribute("markerHeight", "5");
      marker.setAttribute("orient", "auto-start-reverse");
      var tip = document.createElementNS(NS, "path");
      tip.setAttribute("d", "M0,0 L10,5 L0,10 z");
      tip.setAttribute("fill", "context-stroke");
      marker.appendChild(tip);
      defs.appendChild(marker);
    }
    var layer = document.createElementNS(NS, "g");
    layer.setAttribute("class", "pending-orders");
    layer.setAttribute("data-pending-orders", "");
    svg.appendChild(layer);
    return layer;
  }

  function drawPending(layer, text, points) {
    while (layer.firstChild) { layer.removeChild(layer.firstChild); }
    function pt(at) { return points[at] || points[base(at)] || null; }
    function el(name, attrs, kind) {
      var node = document.createElementNS(NS, name);
      Object.keys(attrs).forEach(function (key) { node.setAttribute(key, attrs[key]); });
      node.setAttribute("data-pending", kind);
      layer.appendChild(node);
      return node;
    }
    function line(from, to, kind, cls) {
      var a = pt(from), b = pt(to);
      if (!a || !b) { return; }
      el("path", { d: "M" + a.join(",") + " L" + b.join(","), "class": cls,
                   "marker-end": cls === "pad-move" || cls === "pad-retreat" ? "url(#pad-arrow)" : "" },
         kind);
    }
    function ring(at, kind, cls) {
      var a = pt(at);
      if (a) { el("circle", { cx: a[0], cy: a[1], r: 17, "class": cls }, kind); }
    }
    text.split("\n").forEach(function (raw) {
      var order = readLine(raw);
      if (!order) { return; }
      if (order.kind === "move" || order.kind === "retreat") {
        var cls = order.kind === "retreat" ? "pad-retreat" : order.convoy ? "pad-move pad-via" : "pad-move";
        var a = order.route.map(pt);
        if (a.some(function (p) { return !p; })) { return; }
        el("path", { d: "M" + a.map(function (p) { return p.join(","); }).join(" L"),
                     "class": cls, "marker-end": "url(#pad-arrow)" }, order.kind);
      } else if (order.kind === "support" || order.kind === "convoy" || order.kind === "seduce") {
        var cls2 = "pad-" + order.kind;
        if (order.to) {
          var o = pt(order.other), t = pt(order.to), s = pt(order.at);
          if (!o || !t || !s) { return; }
          var mid = [(o[0] + t[0]) / 2, (o[1] + t[1]) / 2];
          el("path", { d: "M" + s.join(",") + " L" + mid.join(","), "class": cls2 }, order.kind);
          el("path", { d: "M" + o.join(",") + " L" + t.join(","), "class": "pad-ghost",
                       "marker-end": "url(#pad-arrow)" }, order.kind);
        } else {
          line(order.at, order.other, order.kind, cls2);
          ring(order.other, order.kind, "pad-held");
        }
      } else if (order.kind === "hold" || order.kind === "scare" || order.kind === "hose") {
        ring(order.at, order.kind, "pad-" + order.kind);
      } else if (order.kind === "build") {
        var b = pt(order.at);
        if (!b) { return; }
        var g = el("g", { "class": "pad-build", transform: "translate(" + b.join(",") + ")" }, "build");
        var c = document.createElementNS(NS, "circle");
        c.setAttribute("r", "14");
        g.appendChild(c);
        var label = document.createElementNS(NS, "text");
        label.setAttribute("y", "5");
        label.setAttribute("text-anchor", "middle");
        label.textContent = "+" + order.type.charAt(0);
        g.appendChild(label);
      } else if (order.kind === "remove" || order.kind === "explode") {
        var r = pt(order.at);
        if (!r) { return; }
        el("path", { d: "M" + (r[0] - 11) + "," + (r[1] - 11) + " l22,22 m0,-22 l-22,22",
                     "class": "pad-" + order.kind }, order.kind);
      }
    });
  }

  /* ---- the pad: clicks become order lines --------------------------------------------- */

  function attach(figure) {
    var source = document.getElementById(figure.getAttribute("data-order-pad"));
    var svg = figure.querySelector(".map-frame svg");
    var box = document.querySelector(figure.getAttribute("data-order-box") || "textarea[name=orders]");
    if (!source || !svg || !box) { return; }
    var pad = JSON.parse(source.textContent);
    var map = pad.map;
    var status = figure.querySelector("[data-map-status]");
    var actions = figure.querySelector("[data-pad-actions]");
    var view = zoomable(svg, figure);
    var layer = overlay(svg);
    var state = null;  // {step, unit, other, route}

    function say(text) { if (status) { status.textContent = text; } }
    function name(province) {
      var p = map.provinces[base(province)];
      return p ? p.name : province;
    }
    function buttons(list) {
      while (actions.firstChild) { actions.removeChild(actions.firstChild); }
      list.forEach(function (item) {
        var button = document.createElement("button");
        button.type = "button";
        button.className = item.primary ? "" : "secondary";
        button.textContent = item.label;
        button.setAttribute("data-pad-action", item.key);
        button.addEventListener("click", item.run);
        actions.appendChild(button);
      });
    }
    function marked(unit) {
      svg.querySelectorAll(".picked").forEach(function (node) { node.classList.remove("picked"); });
      if (!unit) { return; }
      svg.querySelectorAll("[data-unit]").forEach(function (node) {
        if (node.getAttribute("data-unit") === unitName(unit)) { node.classList.add("picked"); }
      });
    }
    function write(line) {
      // One line per unit: a new order for a unit replaces its earlier line.
      var mine = readLine(line);
      var at = mine && (mine.at || (mine.route && mine.route[0]));
      var keep = box.value.split("\n").filter(function (old) {
        var o = readLine(old);
        if (!o || !at || mine.kind === "build") { return old.trim() !== ""; }
        var oldAt = o.at || (o.route && o.route[0]);
        return o.kind === "build" || base(oldAt) !== base(at);
      });
      keep.push(line);
      box.value = keep.join("\n") + "\n";
      box.dispatchEvent(new Event("input", { bubbles: true }));
      reset();
      say(fmt(_("Added: %(line)s"), { line: line }));
    }
    function reset() {
      state = null;
      marked(null);
      idle();
    }

    function fleetTargets(at) { return map.fleet[at] || []; }
    function armyTargets(at) { return map.army[base(at)] || []; }
    function reaches(unit, province) {
      if (unit.move === "F") {
        return fleetTargets(unit.at).some(function (loc) { return base(loc) === province; });
      }
      return armyTargets(unit.at).indexOf(province) >= 0;
    }
    function birdNext(province) {
      var near = armyTargets(province).slice();
      Object.keys(map.fleet).forEach(function (loc) {
        if (base(loc) === province) {
          map.fleet[loc].forEach(function (t) { near.push(base(t)); });
        }
      });
      return near;
    }
    function coastal(province) {
      var p = map.provinces[province];
      return p && p.kind === "coast";
    }

    function ownAt(province, type) {
      return pad.units.filter(function (u) {
        return base(u.at) === province && (!type || u.type === type);
      })[0] || null;
    }
    function anyAt(province) {
      return pad.board.filter(function (u) { return base(u.at) === province; })[0] || null;
    }

    /* The first click: what can be done in this phase. */
    function idle() {
      if (pad.mode === "A") {
        var list = [];
        if (pad.builds > 0) {
          list.push({ key: "waive", label: _("Waive a build"), run: function () { write("Waive"); } });
          say(fmt(_("You may build %(n)s: click a free home centre (%(homes)s)."),
                  { n: pad.builds, homes: pad.homes.join(", ") || "–" }));
        } else if (pad.builds < 0) {
          say(fmt(_("You must remove %(n)s: click the unit to remove."), { n: -pad.builds }));
        } else {
          say(_("Nothing to build or remove."));
        }
        buttons(list);
      } else if (pad.mode === "R") {
        buttons([]);
        say(_("Click your dislodged unit (red ring), then where it retreats to."));
      } else if (pad.mode === "L") {
        buttons([]);
        say(fmt(_("Click one of your lama herds to make it explode: %(herds)s."),
                { herds: pad.herds.join(", ") || "–" }));
      } else {
        buttons([]);
        say(_("Click one of your units, then a province: the move is added to the order box."));
      }
    }

    function pick(unit) {
      state = { step: "unit", unit: unit, route: [base(unit.at)] };
      marked(unit);
      var prefix = unitName(unit);
      var list = [{ key: "hold", label: _("Hold"), run: function () { write(prefix + " H"); } }];
      if (unit.move === "A" || unit.move === "F") {
        list.push({ key: "support", label: _("Support"), run: function () {
          state.step = "support-unit";
          say(fmt(_("%(unit)s supports: click the unit it supports."), { unit: prefix }));
        } });
      }
      if (unit.move === "F") {
        list.push({ key: "convoy", label: _("Convoy"), run: function () {
          state.step = "convoy-army";
          say(fmt(_("%(unit)s convoys: click the army it carries."), { unit: prefix }));
        } });
      }
      var extras = pad.extras || [];
      if (extras.indexOf("vZ") >= 0 && /^(A|F|SA|SF)$/.test(unit.type)) {
        list.push({ key: "vz", label: _("vZ (scare birds)"), run: function () { write(prefix + " vZ"); } });
      }
      if (extras.indexOf("HOSE") >= 0 && unit.type === "DA") {
        list.push({ key: "hose", label: "HOSE", run: function () { write(prefix + " HOSE"); } });
      }
      if (extras.indexOf("VER") >= 0 && unit.type === "AM") {
        list.push({ key: "ver", label: _("VER (seduce)"), run: function () {
          state.step = "seduce";
          say(fmt(_("%(unit)s seduces: click the unit."), { unit: prefix }));
        } });
      }
      list.push({ key: "cancel", label: _("Cancel"), run: reset });
      buttons(list);
      say(unit.move === "V"
        ? fmt(_("Picked %(unit)s: click up to three provinces of its route, one by one."), { unit: prefix })
        : fmt(_("Picked %(unit)s: click where it moves (its own province: hold), or choose below."),
              { unit: prefix }));
    }

    function chooseCoast(prefix, locations, line) {
      state.step = "coast";
      say(fmt(_("Which coast of %(province)s?"), { province: name(locations[0]) }));
      buttons(locations.map(function (loc) {
        return { key: "coast-" + loc.split("/")[1], label: loc, primary: true,
                 run: function () { write(line(loc)); } };
      }).concat([{ key: "cancel", label: _("Cancel"), run: reset }]));
    }

    function move(unit, province) {
      var prefix = unitName(unit);
      if (province === base(unit.at)) { write(prefix + " H"); return; }
      if (unit.move === "V") {
        var last = state.route[state.route.length - 1];
        if (birdNext(last).indexOf(province) < 0) {
          say(fmt(_("%(to)s does not border %(from)s."), { to: name(province), from: name(last) }));
          return;
        }
        state.route.push(province);
        var line = prefix + " - " + state.route.slice(1).join(" - ");
        if (state.route.length > 3) { write(line); return; }
        say(fmt(_("Route so far: %(line)s. Click the next province or finish."), { line: line }));
        buttons([{ key: "finish", label: _("Finish the route"), primary: true,
                   run: function () { write(line); } },
                 { key: "cancel", label: _("Cancel"), run: reset }]);
        return;
      }
      if (unit.move === "F") {
        var to = fleetTargets(unit.at).filter(function (loc) { return base(loc) === province; });
        if (!to.length) {
          say(fmt(_("A fleet in %(from)s cannot reach %(to)s."), { from: name(unit.at), to: name(province) }));
        } else if (to.length === 1) {
          write(prefix + " - " + to[0]);
        } else {
          chooseCoast(prefix, to, function (loc) { return prefix + " - " + loc; });
        }
        return;
      }
      if (unit.move === "A") {
        if (armyTargets(unit.at).indexOf(province) >= 0) {
          write(prefix + " - " + province);
        } else if (coastal(base(unit.at)) && coastal(province)) {
          write(prefix + " - " + province + (pad.via ? " via convoy" : ""));
        } else {
          say(fmt(_("An army in %(from)s cannot reach %(to)s."), { from: name(unit.at), to: name(province) }));
        }
      }
    }

    function clicked(province, element) {
      var hit = element ? element.getAttribute("data-unit").split(" ") : null;
      if (pad.mode === "L") {
        if (pad.herds.indexOf(province) >= 0) { write("L " + province + " Exp"); }
        else { say(fmt(_("You have no lama herd in %(province)s."), { province: name(province) })); }
        return;
      }
      if (pad.mode === "A") {
        if (pad.builds < 0) {
          var gone = ownAt(province);
          if (gone) { write("Remove " + unitName(gone)); }
          return;
        }
        if (pad.builds > 0 && pad.homes.indexOf(province) >= 0) {
          var info = map.provinces[province];
          var list = [{ key: "build-a", label: _("Army"), primary: true,
                        run: function () { write("Build A " + province); } }];
          if (info.kind === "coast") {
            (info.coasts.length ? info.coasts.map(function (c) { return province + "/" + c; })
                                : [province]).forEach(function (loc) {
              list.push({ key: "build-f" + (loc.indexOf("/") > 0 ? "-" + loc.split("/")[1] : ""),
                          label: fmt(_("Fleet %(at)s"), { at: loc }), primary: true,
                          run: function () { write("Build F " + loc); } });
            });
          } else {
            write("Build A " + province);
            return;
          }
          list.push({ key: "cancel", label: _("Cancel"), run: reset });
          state = { step: "build" };
          say(fmt(_("Build in %(province)s: which unit?"), { province: name(province) }));
          buttons(list);
        } else if (pad.builds > 0) {
          say(fmt(_("%(province)s is no free home centre of yours."), { province: name(province) }));
        }
        return;
      }
      if (pad.mode === "R") {
        var out = state && state.unit;
        if (!out) {
          var d = pad.dislodged.filter(function (u) { return base(u.at) === province; })[0];
          if (!d) { say(_("Click your dislodged unit (red ring), then where it retreats to.")); return; }
          state = { step: "retreat", unit: d };
          var prefix = unitName(d);
          buttons([{ key: "disband", label: _("Disband"), run: function () { write(prefix + " D"); } },
                   { key: "cancel", label: _("Cancel"), run: reset }]);
          say(fmt(_("%(unit)s may retreat to: %(list)s."), { unit: prefix,
                                                            list: d.retreats.join(", ") || "–" }));
          return;
        }
        var to = out.retreats.filter(function (loc) { return base(loc) === province; });
        if (!to.length) { say(fmt(_("%(unit)s cannot retreat to %(to)s."), { unit: unitName(out), to: name(province) })); }
        else if (to.length === 1) { write(unitName(out) + " R " + to[0]); }
        else { chooseCoast(unitName(out), to, function (loc) { return unitName(out) + " R " + loc; }); }
        return;
      }
      // Movement.
      if (!state) {
        var mine = ownAt(province, hit && hit[0]) || ownAt(province);
        if (mine) { pick(mine); } else { say(_("Click one of your own units first.")); }
        return;
      }
      var unit = state.unit;
      var prefix2 = unitName(unit);
      if (state.step === "unit") {
        move(unit, province);
      } else if (state.step === "support-unit" || state.step === "convoy-army" || state.step === "seduce") {
        var other = anyAt(province);
        if (!other || (state.step !== "seduce" && base(other.at) === base(unit.at))) {
          say(_("Click a unit on the board."));
          return;
        }
        if (state.step === "convoy-army" && other.type !== "A") {
          say(_("A fleet convoys armies only."));
          return;
        }
        if (state.step === "seduce") { write(prefix2 + " VER " + unitName(other)); return; }
        state.other = other;
        state.step = state.step === "support-unit" ? "support-target" : "convoy-target";
        say(state.step === "support-target"
          ? fmt(_("Click where %(unit)s goes (its own province: support it to hold)."), { unit: unitName(other) })
          : fmt(_("Click where %(unit)s is carried to."), { unit: unitName(other) }));
      } else if (state.step === "support-target") {
        var held = province === base(state.other.at);
        if (!reaches(unit, province)) {
          say(fmt(_("%(unit)s cannot support into %(to)s: it does not border it."),
                  { unit: prefix2, to: name(province) }));
          return;
        }
        write(prefix2 + " S " + unitName(state.other) + (held ? "" : " - " + province));
      } else if (state.step === "convoy-target") {
        if (province === base(state.other.at)) { return; }
        write(prefix2 + " C " + unitName(state.other) + " - " + province);
      }
    }

    svg.addEventListener("click", function (event) {
      var element = event.target.closest("[data-unit]");
      var target = element ? element.getAttribute("data-at")
        : (event.target.closest("[data-province]") || { getAttribute: function () { return null; } })
          .getAttribute("data-province");
      if (!target) { reset(); return; }
      clicked(base(target), element);
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { reset(); }
    });
    var caption = figure.querySelector("[data-map-caption]");
    var published = caption ? caption.textContent : "";
    function redraw() {
      drawPending(layer, box.value, pad.points);
      var draft = caption && caption.getAttribute("data-caption-draft");
      if (draft) { caption.textContent = layer.firstChild ? draft : published; }
    }
    box.addEventListener("input", redraw);
    redraw();
    idle();
    if (window.matchMedia && window.matchMedia("(max-width: 700px)").matches) {
      var own = (pad.mode === "R" ? pad.dislodged : pad.mode === "A" ? pad.homes.map(function (h) {
        return { at: h };
      }) : pad.mode === "L" ? pad.herds.map(function (h) { return { at: h }; }) : pad.units);
      view.focus(own.map(function (u) { return pad.points[u.at] || pad.points[base(u.at)]; })
        .filter(Boolean));
    }
    figure.setAttribute("data-pad-ready", "");
  }

  document.querySelectorAll("figure[data-order-pad]").forEach(attach);
})();

/* Click helper on the map: click one of your units, then a province (or the unit standing
 * there), and the order line is appended to the order box: "A par - bur"; clicking the unit's
 * own province gives "A par H". Escape or a click on the sea frame drops the choice.
 *
 * The map is inline SVG drawn by games/maps/render.py: units are <g data-unit="A par"
 * data-power="france" data-at="par">, provinces <path data-province="par">. The figure around
 * it carries data-click-orders, data-my-power (only those units can be picked) and the
 * translated messages. The appended line fires an "input" event on the box, so orders.js
 * checks it like a typed line; typing keeps working as before.
 */
(function () {
  "use strict";

  function base(at) {
    return String(at || "").split("/")[0];
  }

  function attach(figure) {
    var svg = figure.querySelector("svg");
    var box = document.querySelector(figure.getAttribute("data-order-box") || "textarea[name=orders]");
    if (!svg || !box) {
      return;
    }
    var mine = figure.getAttribute("data-my-power");
    var status = figure.querySelector("[data-map-status]");
    var picked = null;

    function say(template, values) {
      if (!status || !template) {
        return;
      }
      status.textContent = template.replace(/\{(\w+)\}/g, function (_, key) {
        return values[key] || "";
      });
    }

    function drop() {
      if (picked) {
        picked.classList.remove("picked");
      }
      picked = null;
    }

    function append(line) {
      var text = box.value.replace(/\s+$/, "");
      box.value = (text ? text + "\n" : "") + line + "\n";
      box.dispatchEvent(new Event("input", { bubbles: true }));
    }

    svg.addEventListener("click", function (event) {
      var unit = event.target.closest("[data-unit]");
      var province = event.target.closest("[data-province]");
      if (!picked) {
        // Lama herds take no moves (their explosions have a box of their own).
        var herd = unit && unit.getAttribute("data-unit").indexOf("L ") === 0;
        if (unit && !herd && (!mine || unit.getAttribute("data-power") === mine)) {
          picked = unit;
          unit.classList.add("picked");
          say(figure.getAttribute("data-label-picked"), { unit: unit.getAttribute("data-unit") });
        }
        return;
      }
      var target = unit ? base(unit.getAttribute("data-at"))
        : province ? province.getAttribute("data-province") : null;
      if (!target) {
        drop();
        return;
      }
      var from = picked.getAttribute("data-unit");
      var line = base(picked.getAttribute("data-at")) === target ? from + " H" : from + " - " + target;
      append(line);
      say(figure.getAttribute("data-label-added"), { line: line });
      drop();
    });

    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape") {
        drop();
      }
    });
  }

  document.querySelectorAll("figure[data-click-orders]").forEach(attach);
})();

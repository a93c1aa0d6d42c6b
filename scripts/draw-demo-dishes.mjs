#!/usr/bin/env node
/**
 * Draws one picture per product of the demo brands (public/demo/<brand>/<product>.svg) from a short recipe:
 * a vessel (plate, bowl, glass, bottle…) and what is on or in it. A diner scanning a menu tells dishes apart by
 * their pictures, so no two products share one. Run it after adding a demo product:
 *   npm run demo:draw
 * It writes the drawings and points each product's `image` at its own.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const ROOT = new URL("..", import.meta.url).pathname;

/* ---------- the pieces ---------- */

const GOLD = "#e59a2d";
const GREEN = "#5f9e35";
const RED = "#d23a1e";

const shapes = {
  halfmoon: (x, y, c = GOLD) =>
    `<path d="M${x - 34} ${y + 10}c0-30 26-46 52-42s18 46-52 42z" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><path d="M${x - 24} ${y + 2}c12-14 26-22 40-24" stroke="${tint(c)}" stroke-width="3" fill="none"/>`,
  disc: (x, y, c = "#f0d58a", r = 34) =>
    `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.7}" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><g fill="${shade(c)}" opacity=".5"><circle cx="${x - 10}" cy="${y - 4}" r="3"/><circle cx="${x + 12}" cy="${y + 5}" r="3"/><circle cx="${x + 4}" cy="${y - 10}" r="2.5"/></g>`,
  steak: (x, y, c = "#8a3f22") =>
    `<path d="M${x - 44} ${y - 6}c6-26 60-30 82-14s10 40-22 42-66-4-60-28z" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><path d="M${x - 28} ${y - 10}l40 18M${x - 20} ${y - 22}l40 18M${x - 34} ${y + 4}l36 16" stroke="${shade(c)}" stroke-width="5" opacity=".8"/>`,
  drumstick: (x, y, c = "#c8742e") =>
    `<path d="M${x - 30} ${y + 10}c-14-30 20-52 44-36s10 42-20 48z" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><path d="M${x + 8} ${y + 14}l22 14" stroke="#f4ead8" stroke-width="8" stroke-linecap="round"/><circle cx="${x + 32}" cy="${y + 28}" r="6" fill="#f4ead8"/>`,
  fish: (x, y, c = "#c9a15a") =>
    `<path d="M${x - 56} ${y}c20-28 68-30 88 0c-20 30-68 28-88 0z" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><path d="M${x + 30} ${y}l26-18v36z" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><circle cx="${x - 38}" cy="${y - 4}" r="4" fill="#222"/><path d="M${x - 14} ${y - 14}c6 8 6 20 0 28M${x + 4} ${y - 14}c6 8 6 20 0 28" stroke="${shade(c)}" stroke-width="2" fill="none"/>`,
  rice: (x, y, c = "#fbf7ec") =>
    `<ellipse cx="${x}" cy="${y}" rx="40" ry="24" fill="${c}" stroke="${shade(c, 0.12)}" stroke-width="2"/><g fill="${shade(c, 0.18)}"><circle cx="${x - 16}" cy="${y - 6}" r="2"/><circle cx="${x + 6}" cy="${y - 10}" r="2"/><circle cx="${x + 18}" cy="${y + 4}" r="2"/><circle cx="${x - 4}" cy="${y + 8}" r="2"/></g>`,
  beans: (x, y, c = "#6b2f1c") =>
    `<ellipse cx="${x}" cy="${y}" rx="34" ry="20" fill="#4a2314"/><g fill="${c}"><ellipse cx="${x - 14}" cy="${y - 4}" rx="7" ry="5"/><ellipse cx="${x + 4}" cy="${y - 8}" rx="7" ry="5"/><ellipse cx="${x + 16}" cy="${y + 4}" rx="7" ry="5"/><ellipse cx="${x - 4}" cy="${y + 7}" rx="7" ry="5"/></g>`,
  egg: (x, y) => `<path d="M${x - 30} ${y}c-4-20 24-30 38-22s26 2 26 20-30 26-46 20-16-6-18-18z" fill="#fff" stroke="#e6e0d2" stroke-width="2"/><circle cx="${x + 2}" cy="${y}" r="11" fill="#f5b622"/>`,
  salad: (x, y, c = GREEN) =>
    `<g fill="${c}" stroke="${shade(c)}" stroke-width="2"><path d="M${x - 30} ${y + 6}c-6-20 16-30 26-16 4-18 28-16 28 2 16-4 22 18 6 24s-54 6-60-10z"/></g><g fill="${RED}"><circle cx="${x - 8}" cy="${y}" r="6"/><circle cx="${x + 14}" cy="${y + 6}" r="5"/></g>`,
  patacon: (x, y, c = "#e8b54a") =>
    `<path d="M${x - 26} ${y}c-2-16 14-24 26-22s26 8 24 22-16 22-28 20-20-8-22-20z" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><path d="M${x - 12} ${y - 4}l8 6M${x + 6} ${y - 8}l6 8M${x - 2} ${y + 8}l10-4" stroke="${shade(c)}" stroke-width="2"/>`,
  sausage: (x, y, c = "#8c2f1f") =>
    `<rect x="${x - 40}" y="${y - 12}" width="80" height="24" rx="12" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><path d="M${x - 20} ${y - 6}l6 10M${x} ${y - 6}l6 10M${x + 20} ${y - 6}l6 10" stroke="${tint(c)}" stroke-width="2"/>`,
  ribs: (x, y, c = "#9a3b1c") =>
    `<rect x="${x - 48}" y="${y - 24}" width="96" height="48" rx="14" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><g stroke="#f4ead8" stroke-width="6" stroke-linecap="round"><path d="M${x - 30} ${y - 30}v12M${x - 10} ${y - 30}v12M${x + 10} ${y - 30}v12M${x + 30} ${y - 30}v12"/></g><path d="M${x - 40} ${y + 4}h80" stroke="${tint(c)}" stroke-width="3"/>`,
  slice: (x, y, c = "#f6e2b3", layer = "#fff") =>
    `<path d="M${x - 44} ${y + 24}l88-14-20-44z" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><path d="M${x - 30} ${y + 16}l66-10" stroke="${layer}" stroke-width="6"/><path d="M${x + 24} ${y - 34}l20 44" stroke="${layer}" stroke-width="5"/>`,
  scoop: (x, y, c = "#f3d9a4") =>
    `<path d="M${x - 24} ${y + 4}h48l-24 44z" fill="#d9a05b" stroke="#b07a3a" stroke-width="3"/><circle cx="${x}" cy="${y - 10}" r="26" fill="${c}" stroke="${shade(c)}" stroke-width="3"/>`,
  loaf: (x, y, c = "#c98a45") =>
    `<path d="M${x - 60} ${y + 20}c-6-40 30-56 60-56s70 14 60 56z" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><path d="M${x - 34} ${y - 14}l16 14M${x - 6} ${y - 22}l16 16M${x + 22} ${y - 20}l16 14" stroke="${tint(c)}" stroke-width="4"/>`,
  croissant: (x, y, c = "#d9953e") =>
    `<g fill="${c}" stroke="${shade(c)}" stroke-width="3"><path d="M${x - 56} ${y + 10}c4-18 18-26 30-22l-4 28z"/><path d="M${x - 30} ${y - 12}c14-12 46-12 60 0l-10 34h-40z"/><path d="M${x + 56} ${y + 10}c-4-18-18-26-30-22l4 28z"/></g>`,
  cheese: (x, y, c = "#f5c84a") =>
    `<path d="M${x - 40} ${y + 20}l80-50v50z" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><path d="M${x - 40} ${y + 20}h80v14h-80z" fill="${shade(c, 0.12)}"/><g fill="${shade(c, 0.2)}"><circle cx="${x + 14}" cy="${y + 6}" r="5"/><circle cx="${x + 28}" cy="${y - 8}" r="4"/></g>`,
  round: (x, y, c = "#f4f1e6") =>
    `<ellipse cx="${x}" cy="${y + 10}" rx="42" ry="16" fill="${shade(c, 0.12)}"/><ellipse cx="${x}" cy="${y}" rx="42" ry="16" fill="${c}" stroke="${shade(c, 0.2)}" stroke-width="3"/><path d="M${x - 20} ${y - 2}c10-6 30-6 40 0" stroke="${shade(c, 0.2)}" stroke-width="2" fill="none"/>`,
  shrimp: (x, y, c = "#f07a4a") =>
    `<path d="M${x - 14} ${y - 16}c22-8 34 14 20 30s-36 6-30-8" fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round"/><path d="M${x - 24} ${y + 6}l-10 8" stroke="${shade(c)}" stroke-width="4"/>`,
  skewer: (x, y, c = "#8a3a1c") =>
    `<path d="M${x - 70} ${y + 20}l140-40" stroke="#caa26a" stroke-width="4"/><g fill="${c}" stroke="${shade(c)}" stroke-width="2"><rect x="${x - 52}" y="${y - 2}" width="26" height="24" rx="5"/><rect x="${x - 18}" y="${y - 12}" width="26" height="24" rx="5"/><rect x="${x + 16}" y="${y - 22}" width="26" height="24" rx="5"/></g>`,
  corn: (x, y, c = "#f2c230") =>
    `<ellipse cx="${x}" cy="${y}" rx="50" ry="18" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><g fill="${tint(c)}">${[-34, -18, -2, 14, 30].map((d) => `<circle cx="${x + d}" cy="${y - 4}" r="4"/><circle cx="${x + d + 6}" cy="${y + 6}" r="4"/>`).join("")}</g>`,
  avocado: (x, y) =>
    `<path d="M${x} ${y - 40}c22 0 34 30 34 48s-14 30-34 30-34-12-34-30 12-48 34-48z" fill="#3f6d22"/><path d="M${x} ${y - 32}c16 0 26 24 26 40s-10 22-26 22-26-8-26-22 10-40 26-40z" fill="#c9df7c"/><circle cx="${x}" cy="${y + 12}" r="13" fill="#8a5a2c"/>`,
  fruit: (x, y, c = "#f2a33a", r = 22) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><path d="M${x} ${y - r}c2-8 8-12 14-12" stroke="${GREEN}" stroke-width="4" fill="none"/><ellipse cx="${x - r / 3}" cy="${y - r / 3}" rx="${r / 5}" ry="${r / 8}" fill="#fff" opacity=".5"/>`,
  berries: (x, y) =>
    `<g>${[[-18, 0, RED], [0, -12, "#5b2a86"], [18, 2, RED], [-6, 14, "#3b2a6a"], [12, 18, "#b3122e"]].map(([dx, dy, c]) => `<circle cx="${x + dx}" cy="${y + dy}" r="11" fill="${c}" stroke="${shade(c)}" stroke-width="2"/>`).join("")}</g>`,
  sandwich: (x, y, c = "#e9c27a") =>
    `<path d="M${x - 50} ${y + 26}h100l-50-70z" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><path d="M${x - 40} ${y + 14}h80" stroke="${GREEN}" stroke-width="6"/><path d="M${x - 32} ${y + 2}h64" stroke="#e0786a" stroke-width="6"/><path d="M${x - 24} ${y - 10}h48" stroke="#f6e49a" stroke-width="6"/>`,
  fries: (x, y, c = "#f2c94c") =>
    `<g fill="${c}" stroke="${shade(c)}" stroke-width="2">${[-24, -12, 0, 12, 24].map((d, i) => `<rect x="${x + d - 4}" y="${y - 30 + (i % 2) * 8}" width="9" height="44" rx="3" transform="rotate(${d / 2} ${x + d} ${y})"/>`).join("")}</g>`,
  chunks: (x, y, c = "#c9782c") =>
    `<g fill="${c}" stroke="${shade(c)}" stroke-width="3"><path d="M${x - 40} ${y}l14-16 20 4 4 20-22 8z"/><path d="M${x} ${y - 10}l18-10 18 10-4 20-22 4z"/><path d="M${x - 16} ${y + 18}l16-8 18 8-6 16h-22z"/></g>`,
  leafwrap: (x, y, c = "#5f8f3a") =>
    `<path d="M${x - 50} ${y + 10}c10-40 90-40 100 0-10 30-90 30-100 0z" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><path d="M${x - 30} ${y + 4}c20-16 40-16 60 0" stroke="${tint(c)}" stroke-width="3" fill="none"/><rect x="${x - 20}" y="${y - 4}" width="40" height="20" rx="6" fill="#f2c65a"/>`,
  tortillas: (x, y, c = "#4b4a7a") =>
    `${[12, 6, 0].map((d) => `<ellipse cx="${x}" cy="${y + d}" rx="48" ry="16" fill="${c}" stroke="${shade(c)}" stroke-width="2"/>`).join("")}<g fill="${tint(c)}"><circle cx="${x - 12}" cy="${y - 2}" r="3"/><circle cx="${x + 16}" cy="${y + 2}" r="3"/></g>`,
  sauce: (x, y, c = RED) => `<ellipse cx="${x}" cy="${y + 4}" rx="22" ry="9" fill="#fff" stroke="#ddd" stroke-width="2"/><ellipse cx="${x}" cy="${y + 2}" rx="16" ry="6" fill="${c}"/>`,
  herbs: (x, y, c = GREEN) => `<g fill="${c}"><ellipse cx="${x - 8}" cy="${y}" rx="7" ry="4" transform="rotate(-30 ${x - 8} ${y})"/><ellipse cx="${x + 6}" cy="${y - 4}" rx="7" ry="4" transform="rotate(20 ${x + 6} ${y - 4})"/><ellipse cx="${x}" cy="${y + 6}" rx="7" ry="4"/></g>`,
  lime: (x, y) => `<circle cx="${x}" cy="${y}" r="18" fill="#9ccc3c"/><circle cx="${x}" cy="${y}" r="13" fill="#d8ef8a"/><path d="M${x} ${y - 13}v26M${x - 13} ${y}h26" stroke="#9ccc3c" stroke-width="2"/>`,
  onion: (x, y) => `<g fill="none" stroke="#b5487a" stroke-width="4"><path d="M${x - 20} ${y}c6-12 34-12 40 0"/><path d="M${x - 14} ${y + 8}c6-10 24-10 30 0"/></g>`,
  potato: (x, y, c = "#f2d27a") => `<g fill="${c}" stroke="${shade(c)}" stroke-width="2"><ellipse cx="${x - 12}" cy="${y}" rx="13" ry="10"/><ellipse cx="${x + 12}" cy="${y + 4}" rx="12" ry="9"/><ellipse cx="${x}" cy="${y - 10}" rx="11" ry="9"/></g>`,
  bun: (x, y, c = "#e0a85a") => `<path d="M${x - 40} ${y + 16}c0-34 80-34 80 0z" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><path d="M${x - 44} ${y + 16}h88v10h-88z" fill="${shade(c, 0.15)}"/><path d="M${x - 26} ${y}c8-10 44-10 52 0" stroke="#fff" stroke-width="4" fill="none"/>`,
  roll: (x, y, c = "#d8934a") => `<circle cx="${x}" cy="${y}" r="34" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><path d="M${x} ${y}m-4 0a4 4 0 1 1 8 0a10 10 0 1 1 -20 0a16 16 0 1 1 32 0a22 22 0 1 1 -44 0" fill="none" stroke="#fff4e0" stroke-width="4"/>`,
  concha: (x, y, c = "#f4e1c0") => `<path d="M${x - 44} ${y + 14}c0-40 88-40 88 0z" fill="#d89a4e"/><path d="M${x - 40} ${y + 8}c0-34 80-34 80 0z" fill="${c}"/><path d="M${x - 30} ${y}l20-18M${x - 10} ${y + 4}l24-24M${x + 10} ${y + 6}l20-18" stroke="#c99a5e" stroke-width="3"/>`,
  ham: (x, y, c = "#c9505a") => `<g fill="${c}" stroke="${shade(c)}" stroke-width="2"><path d="M${x - 44} ${y}c10-18 34-18 44 0s-34 18-44 0z"/><path d="M${x - 6} ${y + 10}c10-18 34-18 44 0s-34 18-44 0z"/></g><path d="M${x - 36} ${y}c10-6 22-6 30 0" stroke="#f4d2d2" stroke-width="3" fill="none"/>`,
};

const vessels = {
  plate: (c = "#fff") => `<ellipse cx="200" cy="176" rx="170" ry="100" fill="rgba(0,0,0,.12)"/><ellipse cx="200" cy="166" rx="166" ry="96" fill="${c}"/><ellipse cx="200" cy="166" rx="130" ry="72" fill="none" stroke="${shade(c, 0.06)}" stroke-width="3"/>`,
  board: (c = "#a86b3c") => `<rect x="40" y="86" width="320" height="170" rx="24" fill="${shade(c, 0.2)}"/><rect x="48" y="78" width="304" height="166" rx="22" fill="${c}"/><path d="M70 110h250M70 200h250" stroke="${tint(c)}" stroke-width="2" opacity=".5"/>`,
  bowl: (c = "#fff", soup = "#f0c04a") => `<ellipse cx="200" cy="250" rx="120" ry="16" fill="rgba(0,0,0,.12)"/><path d="M70 140c0 80 60 110 130 110s130-30 130-110z" fill="${c}" stroke="${shade(c, 0.12)}" stroke-width="3"/><ellipse cx="200" cy="140" rx="130" ry="40" fill="${shade(c, 0.06)}"/><ellipse cx="200" cy="142" rx="116" ry="32" fill="${soup}"/>`,
  pot: (c = "#9a4a24", soup = "#e07a3a") => `<ellipse cx="200" cy="252" rx="130" ry="16" fill="rgba(0,0,0,.15)"/><path d="M66 140c0 80 60 110 134 110s134-30 134-110z" fill="${c}"/><path d="M44 140h30M326 140h30" stroke="${c}" stroke-width="16" stroke-linecap="round"/><ellipse cx="200" cy="140" rx="134" ry="40" fill="${shade(c)}"/><ellipse cx="200" cy="142" rx="120" ry="32" fill="${soup}"/>`,
  cup: (liquid = "#5a2e16", c = "#fff") => `<ellipse cx="200" cy="250" rx="110" ry="20" fill="${shade(c, 0.1)}"/><path d="M130 110h140l-14 120c-2 14-110 14-112 0z" fill="${c}" stroke="${shade(c, 0.15)}" stroke-width="3"/><path d="M268 136c40 0 40 60 -6 64" fill="none" stroke="${c}" stroke-width="14"/><path d="M268 136c40 0 40 60 -6 64" fill="none" stroke="${shade(c, 0.15)}" stroke-width="3"/><ellipse cx="200" cy="112" rx="70" ry="14" fill="${liquid}"/>`,
  glass: (liquid = "#f2c14e") => `<ellipse cx="200" cy="262" rx="80" ry="12" fill="rgba(0,0,0,.1)"/><path d="M140 50h120l-14 200c-1 10-91 10-92 0z" fill="#fff" opacity=".55" stroke="#b9cbd3" stroke-width="4"/><path d="M144 96h112l-11 150c-1 8-89 8-90 0z" fill="${liquid}"/>`,
  goblet: (liquid = "#e8e2a8") => `<ellipse cx="200" cy="266" rx="90" ry="12" fill="rgba(0,0,0,.1)"/><path d="M140 60h120l-10 120c-2 20-98 20-100 0z" fill="#fff" opacity=".6" stroke="#b9d3dc" stroke-width="4"/><path d="M146 110h108l-6 70c-2 14-94 14-96 0z" fill="${liquid}"/><rect x="194" y="194" width="12" height="56" fill="#eef4f6" stroke="#b9d3dc" stroke-width="3"/><ellipse cx="200" cy="254" rx="46" ry="9" fill="#eef4f6" stroke="#b9d3dc" stroke-width="3"/>`,
  bottle: (c = "#7a4a1a", label = "#f4e8c8") => `<ellipse cx="200" cy="270" rx="70" ry="10" fill="rgba(0,0,0,.12)"/><path d="M184 20h32v50c30 14 40 40 40 70v120c0 8-6 12-14 12h-84c-8 0-14-4-14-12v-120c0-30 10-56 40-70z" fill="${c}"/><rect x="180" y="14" width="40" height="16" rx="4" fill="${shade(c, 0.3)}"/><rect x="152" y="150" width="96" height="70" rx="6" fill="${label}"/>`,
  can: (c = "#d23a1e", label = "#fff") => `<ellipse cx="200" cy="262" rx="70" ry="10" fill="rgba(0,0,0,.12)"/><rect x="150" y="60" width="100" height="196" rx="14" fill="${c}"/><ellipse cx="200" cy="62" rx="50" ry="10" fill="${shade(c, 0.25)}"/><rect x="150" y="120" width="100" height="70" fill="${label}" opacity=".9"/>`,
  jar: (c = "#7a2f16", label = "#f4e8c8") => `<ellipse cx="200" cy="262" rx="90" ry="12" fill="rgba(0,0,0,.12)"/><rect x="130" y="80" width="140" height="180" rx="26" fill="${c}"/><rect x="140" y="56" width="120" height="34" rx="8" fill="#caa03c"/><rect x="146" y="140" width="108" height="70" rx="8" fill="${label}"/>`,
  crate: (c = "#b07a45") => `<rect x="60" y="150" width="280" height="110" rx="10" fill="${c}"/><path d="M60 190h280M60 226h280" stroke="${shade(c)}" stroke-width="4"/>`,
  bag: (c = "#d7b98a") => `<path d="M110 100h180l20 160h-220z" fill="${c}" stroke="${shade(c)}" stroke-width="3"/><path d="M110 100l-10-20h200l-10 20" fill="${shade(c, 0.1)}"/>`,
  box: (c = "#f2e6cf") => `<ellipse cx="200" cy="258" rx="150" ry="14" fill="rgba(0,0,0,.12)"/><rect x="56" y="90" width="288" height="160" rx="16" fill="${c}" stroke="${shade(c, 0.2)}" stroke-width="3"/><path d="M200 90v160M56 170h288" stroke="${shade(c, 0.2)}" stroke-width="3"/>`,
  none: () => "",
};

/** Where up to five pieces sit on a plate or board, and how large: one alone fills the plate. */
const SLOTS = {
  1: [[200, 160]],
  2: [[140, 162], [266, 162]],
  3: [[130, 140], [270, 136], [204, 212]],
  4: [[124, 134], [262, 122], [144, 210], [280, 204]],
  5: [[108, 146], [200, 112], [296, 146], [152, 214], [256, 216]],
};
const SCALE = { 1: 2, 2: 1.45, 3: 1.3, 4: 1.15, 5: 1.05 };

/** A picture: a vessel, the pieces in it (each `[shape, ...args]`), extra marks on top. */
function draw({ title, bg, vessel = ["plate"], items = [], extra = "" }) {
  const [vesselName, ...vesselArgs] = vessel;
  const slots = SLOTS[items.length] ?? [];
  const scale = SCALE[items.length] ?? 1;
  const pieces = items
    .map(([name, ...args], i) => {
      const [x, y] = slots[i];
      return `<g transform="translate(${x} ${y}) scale(${scale}) translate(${-x} ${-y})">${shapes[name](x, y, ...args)}</g>`;
    })
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><title>${escape(title)}</title>
<rect width="400" height="300" fill="${bg}"/>
${vessels[vesselName](...vesselArgs)}
${pieces}
${extra}
</svg>
`;
}

/* ---------- drinks, one helper per kind ---------- */

const drink = (liquid, topping = "") => ({ vessel: ["glass", liquid], extra: topping });
const straw = (c = RED) => `<path d="M230 30l-20 120" stroke="${c}" stroke-width="8" stroke-linecap="round"/>`;
const ice = `<g fill="#fff" opacity=".7"><rect x="160" y="104" width="26" height="24" rx="4"/><rect x="198" y="112" width="26" height="24" rx="4"/></g>`;
const foam = (c = "#fffdf4") => `<path d="M146 96h108l-2 22h-104z" fill="${c}"/>`;
const rim = (c = "#f6f6f6") => `<path d="M140 50h120" stroke="${c}" stroke-width="10" stroke-linecap="round"/>`;
const steam = `<g fill="none" stroke="#c9b8a6" stroke-width="5" stroke-linecap="round"><path d="M176 86c-10-14 10-22 0-38"/><path d="M204 80c-10-14 10-22 0-38"/><path d="M232 86c-10-14 10-22 0-38"/></g>`;
const wedge = (c = "#9ccc3c") => `<path d="M252 54l40-10-6 34z" fill="${c}" stroke="${shade(c)}" stroke-width="3"/>`;
const label = (text, c = "#222") => `<text x="200" y="192" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${c}">${escape(text)}</text>`;
const jarLabel = (text, c = "#222") => `<text x="200" y="182" font-family="sans-serif" font-size="18" font-weight="700" text-anchor="middle" fill="${c}">${escape(text)}</text>`;

/* ---------- the recipes ---------- */

const FOGON = "#f7e6d3";
const COSTA = "#e3f0f4";
const LUNA = "#231d33";
const PARQUE = "#efe6da";

const RECIPES = {
  "fogon-andino": {
    bg: FOGON,
    dishes: {
      "empanadas-de-carne": { items: [["halfmoon"], ["halfmoon"], ["halfmoon"], ["sauce", GREEN]] },
      "empanadas-de-pollo": { items: [["halfmoon", "#f0c060"], ["halfmoon", "#f0c060"], ["halfmoon", "#f0c060"], ["halfmoon", "#f0c060"], ["sauce", "#f29a3a"]] },
      "arepa-de-choclo": { items: [["disc", "#f5d04a", 44], ["cheese", "#fff8e0"]] },
      "arepa-de-huevo": { items: [["disc", "#e8b04a", 40], ["egg"]] },
      "arepa-boyacense": { items: [["disc", "#f2d98a", 46]], extra: shapes.herbs(200, 150) },
      "patacones-con-hogao": { items: [["patacon"], ["patacon"], ["patacon"], ["sauce", "#e0502a"]] },
      "chicharron-con-arepa": { items: [["chunks"], ["disc", "#f2d98a"], ["lime"]] },
      "picada-del-fogon": { vessel: ["board"], items: [["sausage"], ["chunks"], ["potato"], ["patacon"], ["lime"]] },
      "maduro-con-queso": { items: [["patacon", "#e07a2a"], ["cheese", "#fff8e0"], ["sauce", "#9a2a3a"]] },
      "deditos-de-queso": { items: [["fries", "#e8a84a"], ["sauce", "#f2c94c"]] },
      "morcilla-con-papa-criolla": { items: [["sausage", "#3a1a1a"], ["potato"]] },
      "ajiaco-santafereno": { vessel: ["bowl", "#fff", "#e8c84a"], extra: shapes.corn(200, 140, "#f7d65a") + shapes.herbs(160, 130) + shapes.sauce(290, 110, "#fff") },
      "sancocho-de-gallina": { vessel: ["bowl", "#fff", "#e6c27a"], extra: shapes.drumstick(180, 130) + shapes.potato(250, 140) + shapes.herbs(140, 140) },
      mondongo: { vessel: ["bowl", "#fff", "#d98a4a"], extra: shapes.potato(170, 140, "#f4e2b0") + `<g fill="#f4e8d0" stroke="#d8c2a0" stroke-width="2"><rect x="220" y="126" width="30" height="20" rx="5"/><rect x="250" y="140" width="26" height="18" rx="5"/></g>` },
      "mute-santandereano": { vessel: ["bowl", "#fff", "#c98a3a"], extra: shapes.corn(170, 140, "#f0e0a0") + shapes.beans(250, 140, "#8a5a2c") },
      changua: { vessel: ["bowl", "#fff", "#f8f2e0"], extra: shapes.egg(190, 140) + shapes.herbs(260, 140) + shapes.disc(130, 120, "#f2d98a", 20) },
      "crema-de-ahuyama": { vessel: ["bowl", "#fff", "#f29a2a"], extra: `<path d="M150 140c20-12 40 12 60 0s40-12 50 0" stroke="#fff4e0" stroke-width="5" fill="none"/>` + shapes.herbs(240, 136) },
      "crema-de-champinones": { vessel: ["bowl", "#fff", "#d9c6a5"], extra: `<g fill="#9a7a5a"><path d="M160 140c0-16 30-16 30 0z"/><path d="M220 136c0-16 30-16 30 0z"/></g><g fill="#efe2cc"><rect x="170" y="140" width="10" height="10"/><rect x="230" y="136" width="10" height="10"/></g>` },
      "posta-cartagenera": { items: [["steak", "#4a1d12"], ["rice"], ["patacon"]] },
      "sobrebarriga-criolla": { items: [["steak", "#9a4a2a"], ["potato"], ["sauce", "#e0502a"]] },
      "arroz-con-pollo": { items: [["rice", "#f2c94c"], ["salad"], ["fries"]], extra: `<g fill="${RED}"><circle cx="150" cy="150" r="4"/><circle cx="134" cy="154" r="4"/></g><g fill="${GREEN}"><circle cx="142" cy="144" r="4"/></g>` },
      "lengua-en-salsa": { items: [["steak", "#b0645a"], ["rice"]], extra: `<path d="M110 166c20 10 60 10 80 0" stroke="#c0401e" stroke-width="8" fill="none" stroke-linecap="round"/>` },
      "mojarra-frita": { items: [["fish", "#b8742a"], ["patacon"], ["lime"]] },
      "cazuela-de-mariscos": { vessel: ["pot", "#8a3a1a", "#e8883a"], extra: shapes.shrimp(160, 136) + shapes.shrimp(240, 140) + shapes.herbs(200, 130) },
      "arroz-con-camarones": { items: [["rice", "#f0a060"], ["shrimp"], ["lime"]] },
      "robalo-en-salsa-de-coco": { items: [["fish", "#f1e5c8"], ["rice"]], extra: `<path d="M96 186c30 16 110 16 140 0" stroke="#fffaf0" stroke-width="10" fill="none" stroke-linecap="round"/>` },
      "punta-de-anca": { items: [["steak", "#7a2a18"], ["potato"], ["salad"]] },
      churrasco: { items: [["steak", "#6a2a14"], ["fries"], ["sauce", GREEN]] },
      "baby-beef": { items: [["steak", "#8a3a20"], ["salad"]] },
      "lomo-al-trapo": { items: [["sausage", "#2a2420"], ["potato"], ["sauce", GREEN]], extra: `<path d="M110 140l80 0" stroke="#e8e0d0" stroke-width="3" stroke-dasharray="6 6"/>` },
      "chuleta-valluna": { items: [["steak", "#d08a3a"], ["rice"], ["salad"]] },
      "costillas-bbq": { items: [["ribs"], ["fries"]] },
      "solomito-de-cerdo": { items: [["steak", "#c06a4a"], ["potato", "#f0e0a0"], ["herbs"]] },
      "pechuga-a-la-plancha": { items: [["steak", "#e8c08a"], ["salad"], ["rice"]] },
      "medio-pollo-asado": { items: [["drumstick", "#b85a1e"], ["drumstick", "#b85a1e"], ["potato"]] },
      "alitas-al-carbon": { items: [["drumstick", "#8a3a14"], ["drumstick", "#8a3a14"], ["drumstick", "#8a3a14"], ["sauce", "#f0c04a"]] },
      "bandeja-paisa": { items: [["beans"], ["rice"], ["egg"], ["chunks"], ["avocado"]] },
      "frijoles-con-garra": { vessel: ["bowl", "#fff", "#5a2a16"], extra: shapes.beans(170, 140, "#8a4a2a") + shapes.chunks(250, 140, "#e8d8b0") },
      "calentado-paisa": { items: [["rice", "#c8a070"], ["egg"], ["disc", "#f2d98a"]] },
      mazorcada: { items: [["corn"], ["chunks", "#e0a060"], ["sauce", "#f4e4c0"]] },
      "tamal-tolimense": { items: [["leafwrap"], ["disc", "#f2d98a"]] },
      "lechona-tolimense": { items: [["chunks", "#d99a4a"], ["rice", "#f2c94c"], ["disc", "#f2d98a"]] },
      "arroz-atollado": { vessel: ["pot", "#6a3a1a", "#e8b06a"], extra: shapes.sausage(200, 140) + shapes.potato(260, 136) + shapes.rice(150, 140, "#f4d090") },
      "sudado-de-pollo": { vessel: ["pot", "#9a4a24", "#d05a2a"], extra: shapes.drumstick(190, 136) + shapes.potato(250, 142, "#f4d080") },
      "bowl-andino-de-quinua": { vessel: ["bowl", "#fff", "#efe2c4"], extra: shapes.avocado(170, 140) + shapes.salad(240, 140) },
      "arepa-vegetariana": { items: [["disc", "#f2d98a", 44], ["salad", "#7a5a3a"]] },
      "patacon-vegetariano": { items: [["patacon", "#e8b54a"], ["avocado"], ["salad"]] },
      "ensalada-de-aguacate": { vessel: ["bowl", "#fff", "#9cc86a"], extra: shapes.avocado(170, 140) + shapes.herbs(250, 130) + `<circle cx="250" cy="150" r="10" fill="#f4f0d0"/>` },
      "cazuela-vegetariana": { vessel: ["pot", "#8a4a2a", "#f4e0b0"], extra: shapes.herbs(170, 136) + shapes.potato(230, 140, "#f29a3a") + shapes.fruit(150, 150, RED, 10) },
      "postre-de-natas": { vessel: ["bowl", "#fff", "#f4e2b0"], extra: `<path d="M150 136c20-8 40 8 60 0s40-8 50 0" stroke="#e8c070" stroke-width="6" fill="none"/>` },
      "obleas-con-arequipe": { items: [["round", "#f4e8c8"], ["round", "#f4e8c8"]], extra: `<path d="M120 164h60M230 164h60" stroke="#9a5a1a" stroke-width="8" stroke-linecap="round"/>` },
      "arroz-con-leche": { vessel: ["bowl", "#fff", "#f8f0dc"], extra: shapes.rice(200, 140, "#fffaf0") + `<path d="M180 124l30 10" stroke="#9a5a2a" stroke-width="6" stroke-linecap="round"/>` },
      "brevas-con-arequipe": { items: [["fruit", "#4a6a2a"], ["fruit", "#4a6a2a"], ["cheese", "#fff8e0"]], extra: `<path d="M150 120c10 10 40 10 60 0" stroke="#9a5a1a" stroke-width="6" fill="none"/>` },
      "torta-tres-leches": { items: [["slice", "#f8ecd0", "#fffaf0"]], extra: `<circle cx="240" cy="116" r="8" fill="${RED}"/>` },
      "cholado-valluno": { ...drink("#f29a9a", `<g>${shapes.fruit(180, 120, "#f2c230", 12)}${shapes.fruit(220, 124, RED, 10)}</g>`) },
      "merengon-de-guanabana": { items: [["round", "#fffaf0"]], extra: `<path d="M160 160c20-20 60-20 80 0" stroke="#f4f4f4" stroke-width="14" stroke-linecap="round" fill="none"/>` + shapes.herbs(200, 140) },
      lulada: { ...drink("#e8c84a", `<g fill="${GREEN}"><circle cx="170" cy="140" r="5"/><circle cx="210" cy="170" r="5"/><circle cx="230" cy="130" r="5"/></g>` + straw()) },
      "limonada-de-coco": { ...drink("#f4f0e4", ice + wedge() + straw(GREEN)) },
      "jugo-natural": { ...drink("#f29a2a", wedge("#f2c230") + straw()) },
      "avena-fria": { ...drink("#e8dcc0", `<g fill="#c9a070"><circle cx="180" cy="150" r="3"/><circle cx="214" cy="170" r="3"/></g>` + foam("#f4ecd8")) },
      gaseosa: { vessel: ["can", RED], extra: label("COLA", RED) },
      "agua-sin-gas": { vessel: ["bottle", "#8ac4e0", "#fff"], extra: label("AGUA", "#2a6a9a") },
      tinto: { vessel: ["cup", "#3a1a0a"], extra: steam },
      "aguapanela-con-queso": { vessel: ["cup", "#b8742a"], extra: steam + shapes.cheese(300, 230, "#fff8e0") },
      "chocolate-santafereno": { vessel: ["cup", "#5a2a14"], extra: shapes.cheese(90, 220, "#fff8e0") + shapes.disc(320, 230, "#f2d98a", 22) },
      "cafe-con-leche": { vessel: ["cup", "#b98a5a"], extra: `<path d="M180 110c10-6 30-6 40 0" stroke="#fff" stroke-width="4" fill="none"/>` },
      "club-colombia": { vessel: ["bottle", "#6a3a10", "#f2c230"], extra: label("CLUB", "#6a3a10") },
      aguila: { vessel: ["bottle", "#a86a10", "#f4e8c8"], extra: label("ÁGUILA", "#c02a1a") },
      refajo: { ...drink("#e07a3a", foam() + ice) },
      michelada: { ...drink("#c8742a", rim("#e8dcc8") + wedge() + foam()) },
      "aguardiente-antioqueno": { vessel: ["bottle", "#3a6aa8", "#fff"], extra: label("AGUARD.", "#3a6aa8") },
      "ron-viejo-de-caldas": { vessel: ["bottle", "#4a2410", "#e8c070"], extra: label("RON", "#4a2410") },
      canelazo: { vessel: ["cup", "#c0501a", "#f4e0c8"], extra: steam + `<path d="M270 60l-20 70" stroke="#8a4a1a" stroke-width="8" stroke-linecap="round"/>` },
      "coctel-de-lulo": { vessel: ["goblet", "#e8c84a"], extra: wedge("#e8c84a") },
      "combo-pareja-parrillera": { vessel: ["board"], items: [["steak"], ["sausage"], ["fries"], ["patacon"]] },
      "combo-ejecutivo": { items: [["steak", "#8a3f22"], ["rice"], ["salad"], ["beans"]] },
      "combo-familiar": { vessel: ["board", "#c08a5a"], items: [["beans"], ["chunks"], ["rice"], ["sausage"], ["avocado"]] },
      "combo-onces-santaferenas": { vessel: ["box"], extra: shapes.cheese(130, 140, "#fff8e0") + shapes.bun(270, 140) + shapes.disc(130, 210, "#f2d98a", 24) + shapes.fruit(270, 210, "#5a2a14", 22) },
      "combo-futbolero": { vessel: ["box", "#e8f0d8"], extra: shapes.halfmoon(130, 140) + shapes.halfmoon(150, 210) + shapes.fries(270, 150) + `<circle cx="270" cy="220" r="22" fill="#fff" stroke="#222" stroke-width="3"/><path d="M262 212l8-6 8 6-3 9h-10z" fill="#222"/>` },
    },
  },
  "costa-miraflores": {
    bg: COSTA,
    dishes: {
      "desayuno-continental": { items: [["croissant"], ["fruit", "#f2a33a"], ["sauce", "#b3122e"]] },
      "desayuno-americano": { items: [["egg"], ["sausage", "#b0502a"], ["bun"]] },
      "desayuno-criollo": { items: [["leafwrap"], ["bun", "#e8c08a"], ["onion"]] },
      "pan-con-chicharron": { items: [["sandwich", "#e8b070"], ["potato", "#f29a4a"]], extra: shapes.onion(280, 120) },
      "bowl-de-frutas": { vessel: ["bowl", "#fff", "#f8f0e0"], extra: shapes.berries(160, 136) + shapes.fruit(240, 140, "#f2c230", 16) },
      "ceviche-clasico": { vessel: ["bowl", "#fff", "#f4f0e0"], extra: shapes.onion(170, 136) + shapes.potato(240, 140, "#f29a4a") + shapes.herbs(200, 126) },
      "ceviche-mixto": { vessel: ["bowl", "#fff", "#f4f0e0"], extra: shapes.shrimp(160, 136) + shapes.onion(230, 136) + `<circle cx="270" cy="140" r="8" fill="#2a2a2a"/>` },
      "tiradito-nikkei": { items: [["fish", "#f4c4b0"], ["sauce", "#f2c230"]], extra: `<path d="M110 200h180" stroke="#f2a33a" stroke-width="6" stroke-linecap="round"/>` },
      "causa-limena": { items: [["round", "#f2d04a"], ["avocado"]], extra: shapes.egg(140, 210) },
      "papa-a-la-huancaina": { items: [["potato", "#f4e0a0"], ["egg"]], extra: `<path d="M110 130c30 20 90 20 120 0" stroke="#f2c230" stroke-width="12" fill="none" stroke-linecap="round"/><circle cx="250" cy="200" r="8" fill="#2a2a2a"/>` },
      anticuchos: { items: [["skewer"], ["potato", "#f4e0a0"]] },
      "lomo-saltado": { items: [["chunks", "#7a2a14"], ["fries"], ["rice"]], extra: shapes.onion(150, 150) },
      "aji-de-gallina": { items: [["rice"], ["round", "#f2c230"], ["egg"]] },
      "seco-de-cordero": { items: [["steak", "#7a4a2a"], ["beans", "#8a6a2a"], ["rice"]], extra: `<path d="M110 176c20 8 50 8 70 0" stroke="${GREEN}" stroke-width="8" fill="none"/>` },
      "arroz-con-mariscos": { vessel: ["pot", "#1a1a1a", "#f29a4a"], extra: shapes.shrimp(160, 136) + shapes.shrimp(240, 136) + shapes.lime(200, 150) },
      "club-sandwich": { items: [["sandwich"], ["sandwich", "#f0d090"], ["fries"]] },
      "suspiro-limeno": { vessel: ["goblet", "#e8a84a"], extra: `<path d="M150 100c20-20 80-20 100 0" fill="#fffaf0" stroke="#eee" stroke-width="3"/>` },
      picarones: { items: [["round", "#c8742a"], ["round", "#c8742a"]], extra: `<path d="M100 200c60 20 140 20 200 0" stroke="#6a2a0a" stroke-width="8" fill="none" stroke-linecap="round"/>` },
      "mazamorra-morada": { vessel: ["bowl", "#fff", "#5a1a4a"], extra: `<g fill="#f2c230"><circle cx="170" cy="138" r="6"/><circle cx="220" cy="146" r="6"/></g><path d="M240 130l20 10" stroke="#9a5a2a" stroke-width="6"/>` },
      "helado-de-lucuma": { items: [["scoop", "#e8b060"]] },
      "chicha-morada": { ...drink("#5a1a4a", ice + wedge()) },
      "inca-kola": { vessel: ["bottle", "#f2d230", "#1a4aa8"], extra: label("KOLA", "#f2d230") },
      "agua-mineral": { vessel: ["bottle", "#a8d4ea", "#fff"], extra: label("AGUA", "#1a6a9a") },
      "cafe-pasado": { vessel: ["cup", "#2a140a"], extra: steam },
      "mate-de-coca": { vessel: ["cup", "#b8c86a"], extra: shapes.herbs(300, 220) + steam },
      "pisco-sour": { vessel: ["goblet", "#e8e2a8"], extra: `<path d="M144 84h112l-2 26h-108z" fill="#fffdf4"/><g fill="#8a5a2c"><circle cx="180" cy="92" r="4"/><circle cx="204" cy="98" r="4"/><circle cx="226" cy="90" r="4"/></g>` },
      chilcano: { ...drink("#f4e88a", ice + wedge("#f2c230") + straw("#f29a2a")) },
      "cerveza-cusquena": { vessel: ["bottle", "#8a5a10", "#f2c230"], extra: label("CUSCO", "#8a5a10") },
    },
  },
  "mercado-luna": {
    bg: LUNA,
    dishes: {
      "hogaza-masa-madre": { vessel: ["board"], items: [["loaf"]] },
      "concha-de-vainilla": { vessel: ["board", "#8a5d37"], items: [["concha"], ["concha", "#f8c8d8"]] },
      "croissant-mantequilla": { vessel: ["board", "#8a5d37"], items: [["croissant"]] },
      "rol-de-canela": { vessel: ["board", "#8a5d37"], items: [["roll"], ["roll"]] },
      "queso-oaxaca": { vessel: ["board"], items: [["round", "#fbf6e8"]], extra: `<path d="M150 150c30-20 70-20 100 0" stroke="#e8dcc0" stroke-width="6" fill="none"/>` },
      "queso-cotija-anejo": { vessel: ["board"], items: [["cheese", "#f4e8c8"]] },
      "queso-de-cabra": { vessel: ["board"], items: [["round", "#fff"]], extra: shapes.herbs(180, 158) + shapes.herbs(222, 160) },
      "jamon-serrano": { vessel: ["board"], items: [["ham"]] },
      "chorizo-verde": { vessel: ["board"], items: [["sausage", "#4a7a2a"], ["sausage", "#4a7a2a"]] },
      "mole-poblano": { vessel: ["jar", "#3a1a10"], extra: jarLabel("MOLE", "#3a1a10") },
      "salsa-macha": { vessel: ["jar", "#a82a10"], extra: jarLabel("MACHA", "#a82a10") },
      "cafe-chiapas": { vessel: ["bag", "#6a4a2a"], extra: `<g fill="#2a140a"><ellipse cx="180" cy="190" rx="12" ry="8"/><ellipse cx="220" cy="200" rx="12" ry="8"/><ellipse cx="200" cy="170" rx="12" ry="8"/></g>` },
      "chocolate-de-mesa": { vessel: ["board"], items: [["round", "#5a2a14"], ["round", "#5a2a14"]] },
      "miel-melipona": { vessel: ["jar", "#e8a020"], extra: jarLabel("MIEL", "#a86a10") },
      "tortillas-maiz-azul": { vessel: ["board"], items: [["tortillas"]] },
      "aguacate-hass": { vessel: ["crate"], extra: shapes.avocado(140, 150) + shapes.avocado(220, 150) + shapes.avocado(290, 156) },
      "mango-ataulfo": { vessel: ["crate"], extra: shapes.fruit(140, 140, "#f2c230", 30) + shapes.fruit(220, 136, "#f2b020", 30) + shapes.fruit(290, 144, "#f2c230", 28) },
      "jitomate-organico": { vessel: ["crate"], extra: shapes.fruit(140, 140, RED, 30) + shapes.fruit(220, 136, "#c02a10", 30) + shapes.fruit(290, 144, RED, 28) },
      "frutos-rojos": { vessel: ["box", "#f4e8e8"], extra: shapes.berries(130, 140) + shapes.berries(270, 140) + shapes.berries(130, 210) + shapes.berries(270, 210) },
      "agua-de-jamaica": { ...drink("#a8123a", ice) },
      kombucha: { vessel: ["bottle", "#c8742a", "#1a1a2a"], extra: label("KOMBU", "#f2c230") },
      "vino-tinto-guadalupe": { vessel: ["bottle", "#3a0a1a", "#f4e8c8"], extra: label("TINTO", "#3a0a1a") },
      "vino-blanco-queretaro": { vessel: ["bottle", "#c8d88a", "#fff"], extra: label("BLANCO", "#5a6a2a") },
      "mezcal-espadin": { vessel: ["bottle", "#a8c8c0", "#1a1a1a"], extra: label("ESPADÍN", "#f4f0e0") },
      "mezcal-tobala": { vessel: ["bottle", "#c8b890", "#6a1a2a"], extra: label("TOBALÁ", "#f4f0e0") },
      "cerveza-artesanal": { vessel: ["box", "#c8a070"], extra: [90, 150, 210, 270].map((x) => `<rect x="${x}" y="60" width="40" height="110" rx="10" fill="#6a3a10"/>`).join("") },
      "tamales-oaxaquenos": { items: [["leafwrap", "#3a6a2a"], ["leafwrap", "#3a6a2a"], ["leafwrap", "#3a6a2a"]] },
      "enchiladas-de-mole": { items: [["sausage", "#f2d98a"], ["sausage", "#f2d98a"]], extra: `<path d="M100 170c60 20 140 20 200 0" stroke="#3a1a10" stroke-width="18" fill="none" stroke-linecap="round"/><g fill="#f4f0e0"><circle cx="160" cy="176" r="3"/><circle cx="220" cy="180" r="3"/></g>` },
      "sopa-de-tortilla": { vessel: ["bowl", "#fff", "#c8401a"], extra: shapes.fries(180, 140, "#f2c94c") + shapes.avocado(250, 150) },
      "torta-de-milanesa": { items: [["bun"]], extra: `<path d="M150 190h100" stroke="#c8842a" stroke-width="10"/><path d="M154 200h92" stroke="${GREEN}" stroke-width="6"/>` },
    },
  },
  "cafe-parque": {
    bg: PARQUE,
    dishes: {
      "cafe-americano": { vessel: ["cup", "#2a140a"], extra: steam },
      capuchino: { vessel: ["cup", "#c8a07a"], extra: `<path d="M186 108c8-8 20-8 28 0s-20 10-28 0z" fill="#fff"/>` },
      "chocolate-caliente": { vessel: ["cup", "#4a200e", "#f4e0d0"], extra: `<g fill="#fff"><rect x="170" y="100" width="14" height="12" rx="3"/><rect x="206" y="104" width="14" height="12" rx="3"/></g>` },
      croissant: { items: [["croissant"]] },
      "torta-de-zanahoria": { items: [["slice", "#d9843a", "#fff8f0"]], extra: shapes.herbs(260, 100) },
    },
  },
};

/* ---------- colours ---------- */

function shade(hex, amount = 0.25) {
  return mixHex(hex, "#000000", amount);
}
function tint(hex, amount = 0.35) {
  return mixHex(hex, "#ffffff", amount);
}
function mixHex(a, b, t) {
  if (!a.startsWith("#")) return a;
  if (a.length === 4) a = `#${[...a.slice(1)].map((d) => d + d).join("")}`;
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa.map((v, i) => Math.round(v + (pb[i] - v) * t).toString(16).padStart(2, "0")).join("")}`;
}
function escape(text) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}

/* ---------- write ---------- */

for (const [brand, { bg, dishes }] of Object.entries(RECIPES)) {
  const file = join(ROOT, "demo/brands", `${brand}.json`);
  const data = JSON.parse(readFileSync(file, "utf8"));
  for (const product of data.menu.products) {
    const recipe = dishes[product.key];
    if (!recipe) throw new Error(`${brand}: no drawing for ${product.key}`);
    const image = `/demo/${brand}/${product.key}.svg`;
    const title = typeof product.name === "string" ? product.name : (product.name.es ?? Object.values(product.name)[0]);
    writeFileSync(join(ROOT, "public", image), draw({ title, bg, ...recipe }));
    product.image = image;
  }
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

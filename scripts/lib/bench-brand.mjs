import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The large-menu bench brand "bench-grande": one branch (centro, delivery + take-away), 12 categories with
 * subcategories and exactly PRODUCTS products whose Spanish names are built from parts. Deterministic: the
 * same file on every run (the only "randomness" is a PRNG with a fixed seed). The bench imports it with
 * scripts/brand-import.ts, which validates it against the project's schema first.
 */
export const BENCH_BRAND = "bench-grande";
export const BENCH_BRANCH = "centro";
const PRODUCTS = 2000;
const IMG = (name) => `/demo/fogon-andino/${name}.svg`;

// [key, name, image, subcategories, dish bases, fillings, price range in thousands of COP]
const CATEGORIES = [
  ["entradas", "Entradas", "empanadas", ["Empanadas", "Arepas", "Para compartir"], ["Empanada", "Arepa", "Patacón", "Croqueta", "Tostada"], ["de pollo", "de carne", "de queso", "de chicharrón", "de camarón", "mixta", "de champiñones", "de maíz"], [6, 18]],
  ["sopas", "Sopas y cremas", "sopa", ["Sopas típicas", "Cremas"], ["Ajiaco", "Sancocho", "Crema", "Mute", "Caldo"], ["de gallina", "de costilla", "de ahuyama", "de pescado", "de espinaca", "de mazorca", "de res", "de tomate"], [12, 28]],
  ["platos-fuertes", "Platos fuertes", "pollo", ["Aves", "Cerdo", "Res"], ["Pechuga", "Lomo", "Costilla", "Sobrebarriga", "Muslo"], ["en salsa de champiñones", "a la criolla", "en salsa BBQ", "al vino", "a la pimienta", "en salsa de maracuyá", "gratinado", "al horno"], [24, 48]],
  ["parrilla", "Parrilla", "carne", ["Cortes", "Mixtas"], ["Punta de anca", "Churrasco", "Baby beef", "Chorizo", "Picada"], ["de 250 g", "de 350 g", "de 500 g", "para dos", "con chimichurri", "con papa criolla", "con yuca frita", "con ensalada"], [28, 72]],
  ["comida-tipica", "Comida típica", "bandeja", ["Paisa", "Costeña", "Santandereana"], ["Bandeja", "Fríjoles", "Lechona", "Tamal", "Cazuela"], ["paisa", "con garra", "tolimense", "santafereño", "de mariscos", "con chicharrón", "con arroz blanco", "montañera"], [18, 45]],
  ["pescados-y-mariscos", "Pescados y mariscos", "pescado", ["Pescados", "Mariscos"], ["Mojarra", "Filete de róbalo", "Cazuela de mariscos", "Camarones", "Trucha"], ["frita", "al ajillo", "en salsa de coco", "a la marinera", "a la plancha", "apanada", "al limón", "en salsa criolla"], [30, 68]],
  ["pastas-y-arroces", "Pastas y arroces", "combo", ["Pastas", "Arroces"], ["Spaghetti", "Lasaña", "Arroz", "Fettuccine", "Risotto"], ["a la boloñesa", "carbonara", "con pollo", "marinero", "de camarones", "cuatro quesos", "con champiñones", "atollado"], [22, 46]],
  ["hamburguesas-y-sandwiches", "Hamburguesas y sándwiches", "cerdo", ["Hamburguesas", "Sándwiches", "Perros"], ["Hamburguesa", "Sándwich", "Perro caliente", "Wrap", "Panini"], ["de res", "de pollo apanado", "de cerdo", "doble carne", "con tocineta", "vegetariana", "con piña", "ranchera"], [16, 38]],
  ["vegetariano", "Vegetariano", "ensalada", ["Ensaladas", "Bowls"], ["Ensalada", "Bowl", "Hamburguesa de lentejas", "Wok de vegetales", "Falafel"], ["con quinua", "con aguacate", "de la huerta", "con garbanzos", "con tofu", "mediterráneo", "con hummus", "con vinagreta de mango"], [18, 36]],
  ["postres", "Postres", "postre", ["Tradicionales", "Helados"], ["Oblea", "Postre", "Torta", "Brownie", "Copa de helado"], ["de arequipe", "de tres leches", "de maracuyá", "de natas", "de chocolate", "de guanábana", "de brevas con queso", "de mora"], [6, 18]],
  ["bebidas", "Bebidas", "jugo", ["Jugos naturales", "Gaseosas", "Bebidas calientes"], ["Jugo", "Limonada", "Malteada", "Agua de panela", "Café"], ["de lulo", "de mora", "de mango", "de coco", "de hierbabuena", "de fresa", "con leche", "cerezada"], [4, 14]],
  ["cocteles-y-cervezas", "Cócteles y cervezas", "coctel", ["Cócteles", "Cervezas"], ["Mojito", "Margarita", "Cerveza", "Michelada", "Canelazo"], ["clásico", "de maracuyá", "artesanal", "de lulo", "de frutos rojos", "con aguardiente", "con mango biche", "sin alcohol"], [9, 32]],
];
const STYLES = ["", "de la casa", "especial", "tradicional", "premium", "al estilo paisa"];
const DESCRIPTIONS = [
  "Preparado al momento con ingredientes frescos del mercado.",
  "Receta de la abuela, servido con ají casero.",
  "Porción generosa, ideal para compartir.",
  "Hecho en casa todos los días.",
  "Con productos de finca de la sabana.",
];
const SIDES = ["Arroz blanco", "Papa criolla", "Yuca frita", "Patacones", "Ensalada de la casa"];
const EXTRAS = [["Aguacate", 3500], ["Huevo frito", 2500], ["Queso campesino", 4000], ["Tocineta", 4500], ["Maduro", 3000]];

/** mulberry32: a tiny seeded PRNG, so the "random" prices are the same on every run. */
function prng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slug = (text) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
const option = (name, price = 0) => ({ key: slug(name), name, ...(price ? { price } : {}) });

function optionGroups(i, category) {
  if (category === "bebidas" || category === "cocteles-y-cervezas") {
    return i % 3 ? [] : [{ key: "tamano", name: "Tamaño", min: 1, max: 1, required: true, options: [option("Mediano"), option("Grande", 3000)] }];
  }
  if (i % 4 === 0) return [{ key: "acompanamiento", name: "Acompañamiento", min: 1, max: 1, required: true, options: SIDES.map((s) => option(s)) }];
  if (i % 4 === 1) return [{ key: "adiciones", name: "Adiciones", min: 0, max: 3, options: EXTRAS.map(([s, p]) => option(s, p)) }];
  return [];
}

export function benchBrand() {
  const random = prng(20_240_601);
  const products = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const [category, , image, subs, bases, fillings, [low, high]] = CATEGORIES[i % CATEGORIES.length];
    const j = Math.floor(i / CATEGORIES.length); // the product's place inside its category: picks a unique name
    const name = [bases[j % bases.length], fillings[Math.floor(j / bases.length) % fillings.length], STYLES[Math.floor(j / (bases.length * fillings.length))]]
      .filter(Boolean)
      .join(" ");
    const price = Math.round((low + random() * (high - low)) * 2) * 500; // COP, in steps of 500
    const product = {
      key: slug(`${name}-${category}`),
      name,
      ...(i % 3 ? { description: DESCRIPTIONS[i % DESCRIPTIONS.length] } : {}),
      category,
      subcategory: slug(subs[j % subs.length]),
      image: IMG(image),
      price,
      option_groups: optionGroups(i, category),
      ...(category === "cocteles-y-cervezas" && !/sin alcohol/.test(name) ? { is_alcoholic: true } : {}),
      ...(i % 17 === 5 ? { is_new: true } : {}),
    };
    if (i % 11 === 3) Object.assign(product, { is_promo: true, promo_percent: [10, 15, 20][i % 3] });
    if (i % 11 === 7) Object.assign(product, { is_promo: true, promo_price: Math.round((price * 0.85) / 100) * 100 });
    products.push(product);
  }
  const [lat, lng] = [4.5981, -74.0758];
  const square = [[lng - 0.02, lat - 0.02], [lng + 0.02, lat - 0.02], [lng + 0.02, lat + 0.02], [lng - 0.02, lat + 0.02], [lng - 0.02, lat - 0.02]];
  return {
    instance: {
      slug: BENCH_BRAND,
      name: "Bench Grande",
      langs: ["es"],
      country_code: "CO",
      currency: "COP",
      timezone: "America/Bogota",
      theme: { dark: false, theme_color: "#1f6f5c", titles_txt_color: "#ffffff", page_bgcolor: "#f7f7f2" },
    },
    branches: [
      {
        slug: BENCH_BRANCH,
        name: "Bench Grande · Centro",
        address: "Carrera 7 # 12-34, La Candelaria",
        city: "Bogotá",
        location: { lat, lng },
        services: ["delivery", "take_away"],
        pay: { delivery: true, take_away: true },
        opening_hours: [{ days: [1, 2, 3, 4, 5, 6, 7], open: "00:00", close: "24:00" }],
      },
    ],
    polygons: [{ key: "centro", name: "Centro", branch: BENCH_BRANCH, delivery_price: 5000, area: { type: "Polygon", coordinates: [square] } }],
    menu: {
      categories: CATEGORIES.map(([key, name, image, subs]) => ({ key, name, image: IMG(image), subcategories: subs.map((s) => ({ key: slug(s), name: s })) })),
      products,
    },
  };
}

/** Writes the brand file to dir/bench-grande.json and returns its path. */
export function writeBenchBrand(dir) {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${BENCH_BRAND}.json`);
  writeFileSync(file, `${JSON.stringify(benchBrand(), null, 2)}\n`);
  return file;
}

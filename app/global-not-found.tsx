import type { Metadata } from "next";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { LANDING_PATH } from "@/lib/domain/routing/paths";
import "./globals.css";

export const metadata: Metadata = { title: es.notFound.title, robots: { index: false } };

/**
 * A path no route matches (the proxy has already rejected unknown hosts). Its link home is a plain <a>: this page
 * is its own root layout, so leaving it is a full page load anyway, and without a client component it is the
 * build's floor — the scripts every App Router page loads — which `npm run bench` measures JavaScript against.
 */
export default function GlobalNotFound() {
  return (
    <html lang="es">
      <body>
        <main className="mx-auto flex max-w-md flex-col gap-4 p-10 text-center">
          <h1 className="text-2xl font-bold">{es.notFound.title}</h1>
          <p>{es.notFound.body}</p>
          <p lang="en" className="muted">
            {en.notFound.title}. {en.notFound.body}
          </p>
          <a href={LANDING_PATH} className="underline">
            {es.notFound.home}
          </a>
        </main>
      </body>
    </html>
  );
}

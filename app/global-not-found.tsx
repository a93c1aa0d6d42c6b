import type { Metadata } from "next";
import Link from "next/link";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { LANDING_PATH } from "@/lib/domain/paths";
import "./globals.css";

export const metadata: Metadata = { title: es.notFound.title, robots: { index: false } };

/** A path no route matches (the proxy has already rejected unknown hosts). */
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
          <Link href={LANDING_PATH} className="underline">
            {es.notFound.home}
          </Link>
        </main>
      </body>
    </html>
  );
}

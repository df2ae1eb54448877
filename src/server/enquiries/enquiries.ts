import { randomUUID } from "node:crypto";
import type { Queryable } from "../data/database";

export interface Enquiry {
  id: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  stay: string;
  message: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  language: "pt" | "en";
  receivedAt: number;
}

export async function storeEnquiry(db: Queryable, enquiry: Omit<Enquiry, "id" | "receivedAt">, now = Date.now()): Promise<Enquiry> {
  const stored: Enquiry = { ...enquiry, id: randomUUID(), receivedAt: now };
  await db.run(
    `INSERT INTO booking_enquiries (id, check_in, check_out, adults, children, stay, message, guest_name, guest_email, guest_phone, language, received_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      stored.id,
      stored.checkIn,
      stored.checkOut,
      stored.adults,
      stored.children,
      stored.stay,
      stored.message,
      stored.guestName,
      stored.guestEmail,
      stored.guestPhone,
      stored.language,
      now,
    ],
  );
  return stored;
}

/** The latest enquiries, newest first. */
export async function latestEnquiries(db: Queryable, limit = 200): Promise<Enquiry[]> {
  const rows = await db.query<Record<string, string | number>>("SELECT * FROM booking_enquiries ORDER BY received_at DESC LIMIT $1", [limit]);
  return rows.map((row) => ({
    id: String(row["id"]),
    checkIn: String(row["check_in"]),
    checkOut: String(row["check_out"]),
    adults: Number(row["adults"]),
    children: Number(row["children"]),
    stay: String(row["stay"]),
    message: String(row["message"]),
    guestName: String(row["guest_name"]),
    guestEmail: String(row["guest_email"]),
    guestPhone: String(row["guest_phone"]),
    language: row["language"] === "en" ? "en" : "pt",
    receivedAt: Number(row["received_at"]),
  }));
}

import React from "react";
import { telUrl, whatsappUrl } from "../../lib/routing/navigation";
import { ExternalLink } from "../ExternalLink";

export type ContactChannel = "email" | "phone" | "whatsapp";

interface ContactLinkProps {
  channel: ContactChannel;
  /** The address or number from site.json; "" while the lodge has not given it. */
  value: string;
  className?: string;
  onClick?: () => void;
  children: React.ReactNode;
}

/**
 * A link to one of the lodge's contacts: e-mail and phone open the visitor's own app, WhatsApp its
 * chat in a new tab. An unset contact ("") renders nothing, so no caller can show a dead link.
 */
export function ContactLink({ channel, value, className, onClick, children }: ContactLinkProps) {
  if (value === "") return null;
  if (channel === "whatsapp") {
    return (
      <ExternalLink href={whatsappUrl(value)} className={className} onClick={onClick}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <a href={channel === "email" ? `mailto:${value}` : telUrl(value)} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

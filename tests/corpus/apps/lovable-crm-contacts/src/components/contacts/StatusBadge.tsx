import { Badge } from "@/components/ui/badge";
import type { ContactStatus } from "@/lib/contacts-api";

const labels: Record<ContactStatus, string> = {
  prospect: "Prospect",
  client: "Client",
  inactif: "Inactif",
};

export function StatusBadge({ status }: { status: ContactStatus }) {
  if (status === "client") return <Badge>{labels[status]}</Badge>;
  if (status === "prospect") return <Badge variant="secondary">{labels[status]}</Badge>;
  return <Badge variant="outline">{labels[status]}</Badge>;
}

import { Link, useNavigate, useParams } from "react-router-dom";
import { ArrowLeft, Trash2 } from "lucide-react";
import { format, parseISO } from "date-fns";
import { fr } from "date-fns/locale";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { StatusBadge } from "@/components/contacts/StatusBadge";
import { useContact, useDeleteContact } from "@/hooks/use-contacts";
import { toast } from "sonner";

const ContactDetail = () => {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { data: contact, isLoading } = useContact(id);
  const deleteContact = useDeleteContact();

  if (isLoading) return <p className="container py-8 text-muted-foreground">Chargement…</p>;
  if (!contact) return <p className="container py-8">Contact introuvable.</p>;

  return (
    <div className="container max-w-2xl py-8">
      <Button variant="ghost" asChild className="mb-4">
        <Link to="/"><ArrowLeft /> Retour</Link>
      </Button>
      <Card>
        <CardHeader className="flex flex-row items-start justify-between">
          <div>
            <CardTitle>{contact.name}</CardTitle>
            <CardDescription>{contact.company}</CardDescription>
          </div>
          <StatusBadge status={contact.status} />
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          <p><span className="text-muted-foreground">E-mail :</span> {contact.email}</p>
          <p><span className="text-muted-foreground">Téléphone :</span> {contact.phone}</p>
          <p>
            <span className="text-muted-foreground">Dernier échange :</span>{" "}
            {format(parseISO(contact.lastContact), "d MMMM yyyy", { locale: fr })}
          </p>
          {contact.notes && <p className="rounded-md bg-muted p-3">{contact.notes}</p>}
          <Button
            variant="destructive"
            className="mt-4"
            onClick={() =>
              deleteContact.mutate(contact.id, {
                onSuccess: () => {
                  toast.success("Contact supprimé");
                  navigate("/");
                },
              })
            }
          >
            <Trash2 /> Supprimer
          </Button>
        </CardContent>
      </Card>
    </div>
  );
};

export default ContactDetail;

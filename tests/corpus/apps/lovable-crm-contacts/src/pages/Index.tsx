import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { Building2, Mail, Phone, Search, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ContactForm, type ContactFormValues } from "@/components/contacts/ContactForm";
import { StatusBadge } from "@/components/contacts/StatusBadge";
import { useContacts, useCreateContact } from "@/hooks/use-contacts";
import { useToast } from "@/hooks/use-toast";

const Index = () => {
  const { data: contacts = [], isLoading } = useContacts();
  const createContact = useCreateContact();
  const { toast } = useToast();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState("tous");
  const [open, setOpen] = useState(false);

  const filtered = useMemo(() => {
    const q = search.toLowerCase();
    return contacts.filter(
      (c) =>
        (status === "tous" || c.status === status) &&
        (c.name.toLowerCase().includes(q) || c.company.toLowerCase().includes(q))
    );
  }, [contacts, search, status]);

  const handleCreate = (values: ContactFormValues) => {
    createContact.mutate(values, {
      onSuccess: (contact) => {
        setOpen(false);
        toast({ title: "Contact ajouté", description: `${contact.name} a été ajouté au carnet.` });
      },
    });
  };

  const clients = contacts.filter((c) => c.status === "client").length;
  const prospects = contacts.filter((c) => c.status === "prospect").length;

  return (
    <div className="min-h-screen bg-background">
      <header className="border-b">
        <div className="container flex h-16 items-center justify-between">
          <h1 className="text-xl font-semibold">Carnet de contacts</h1>
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button>
                <UserPlus /> Nouveau contact
              </Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Nouveau contact</DialogTitle>
                <DialogDescription>Renseignez les coordonnées du contact.</DialogDescription>
              </DialogHeader>
              <ContactForm onSubmit={handleCreate} submitting={createContact.isPending} />
            </DialogContent>
          </Dialog>
        </div>
      </header>

      <main className="container space-y-6 py-8">
        <div className="grid gap-4 sm:grid-cols-3">
          <Card>
            <CardHeader className="pb-2"><CardTitle className="text-sm font-medium text-muted-foreground">Contacts</CardTitle></CardHeader>
            <CardContent className="text-3xl font-bold">{contacts.length}</CardContent>
          </Card>
          <Card>
            <CardHeader className="pb-2"><CardTitle className="text-sm font-medium text-muted-foreground">Clients</CardTitle></CardHeader>
            <CardContent className="text-3xl font-bold">{clients}</CardContent>
          </Card>
          <Card>
            <CardHeader className="pb-2"><CardTitle className="text-sm font-medium text-muted-foreground">Prospects</CardTitle></CardHeader>
            <CardContent className="text-3xl font-bold">{prospects}</CardContent>
          </Card>
        </div>

        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <Search className="absolute left-3 top-3 h-4 w-4 text-muted-foreground" />
            <Input className="pl-9" placeholder="Rechercher un nom ou une entreprise" value={search} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <Select value={status} onValueChange={setStatus}>
            <SelectTrigger className="sm:w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="tous">Tous les statuts</SelectItem>
              <SelectItem value="prospect">Prospects</SelectItem>
              <SelectItem value="client">Clients</SelectItem>
              <SelectItem value="inactif">Inactifs</SelectItem>
            </SelectContent>
          </Select>
        </div>

        {isLoading ? (
          <p className="text-muted-foreground">Chargement des contacts…</p>
        ) : (
          <div className="divide-y rounded-lg border">
            {filtered.map((contact) => (
              <Link key={contact.id} to={`/contacts/${contact.id}`} className="flex items-center gap-4 p-4 hover:bg-muted/50">
                <div className="flex h-10 w-10 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary">
                  {contact.name.split(" ").map((p) => p[0]).join("")}
                </div>
                <div className="flex-1">
                  <p className="font-medium">{contact.name}</p>
                  <p className="flex items-center gap-3 text-sm text-muted-foreground">
                    <span className="flex items-center gap-1"><Building2 className="h-3 w-3" />{contact.company}</span>
                    <span className="hidden items-center gap-1 md:flex"><Mail className="h-3 w-3" />{contact.email}</span>
                    <span className="hidden items-center gap-1 lg:flex"><Phone className="h-3 w-3" />{contact.phone}</span>
                  </p>
                </div>
                <StatusBadge status={contact.status} />
              </Link>
            ))}
            {filtered.length === 0 && <p className="p-6 text-center text-muted-foreground">Aucun contact ne correspond.</p>}
          </div>
        )}
      </main>
    </div>
  );
};

export default Index;

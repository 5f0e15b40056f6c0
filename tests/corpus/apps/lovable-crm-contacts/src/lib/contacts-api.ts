export type ContactStatus = "prospect" | "client" | "inactif";

export interface Contact {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  status: ContactStatus;
  notes: string;
  lastContact: string;
}

const STORAGE_KEY = "crm-contacts";

const seed: Contact[] = [
  { id: "c1", name: "Sophie Martin", email: "sophie.martin@atelier-bois.fr", phone: "06 12 34 56 78", company: "Atelier Bois & Fils", status: "client", notes: "Renouvellement du contrat en octobre.", lastContact: "2024-09-12" },
  { id: "c2", name: "Karim Benali", email: "karim@fraicheur-market.fr", phone: "07 98 76 54 32", company: "Fraîcheur Market", status: "prospect", notes: "Intéressé par l'offre Pro, rappeler jeudi.", lastContact: "2024-09-10" },
  { id: "c3", name: "Élodie Rousseau", email: "e.rousseau@cabinet-rousseau.fr", phone: "01 45 67 89 10", company: "Cabinet Rousseau", status: "client", notes: "", lastContact: "2024-08-28" },
  { id: "c4", name: "Thomas Girard", email: "thomas.girard@velocite.fr", phone: "06 55 44 33 22", company: "Vélocité", status: "inactif", notes: "A changé de fournisseur en 2023.", lastContact: "2024-03-02" },
];

const read = (): Contact[] => {
  const saved = localStorage.getItem(STORAGE_KEY);
  if (!saved) return seed;
  try {
    return JSON.parse(saved) as Contact[];
  } catch {
    return seed;
  }
};

const write = (contacts: Contact[]) => localStorage.setItem(STORAGE_KEY, JSON.stringify(contacts));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fetchContacts(): Promise<Contact[]> {
  await wait(150);
  return read();
}

export async function fetchContact(id: string): Promise<Contact | undefined> {
  await wait(100);
  return read().find((c) => c.id === id);
}

export async function createContact(input: Omit<Contact, "id" | "lastContact">): Promise<Contact> {
  await wait(150);
  const contact: Contact = { ...input, id: `c${Date.now()}`, lastContact: new Date().toISOString().slice(0, 10) };
  write([contact, ...read()]);
  return contact;
}

export async function deleteContact(id: string): Promise<void> {
  await wait(100);
  write(read().filter((c) => c.id !== id));
}

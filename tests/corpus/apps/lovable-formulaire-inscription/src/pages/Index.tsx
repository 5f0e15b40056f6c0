import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { InscriptionForm } from "@/components/inscription/InscriptionForm";

const Index = () => (
  <div className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary/10 via-background to-background p-4">
    <Card className="w-full max-w-2xl">
      <CardHeader>
        <CardTitle className="text-2xl">Inscription saison 2024-2025</CardTitle>
        <CardDescription>Tennis Club de Lyon — trois étapes, deux minutes.</CardDescription>
      </CardHeader>
      <CardContent>
        <InscriptionForm />
      </CardContent>
    </Card>
  </div>
);

export default Index;

import { UtensilsCrossed } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { BookingForm } from "@/components/booking/BookingForm";
import { ReservationList } from "@/components/booking/ReservationList";
import { useReservations } from "@/store/reservations";

const Index = () => {
  const count = useReservations((s) => s.reservations.length);

  return (
    <div className="min-h-screen bg-gradient-to-b from-primary/5 to-background">
      <div className="container max-w-4xl py-10">
        <div className="mb-8 flex items-center gap-3">
          <div className="rounded-full bg-primary p-3 text-primary-foreground">
            <UtensilsCrossed className="h-6 w-6" />
          </div>
          <div>
            <h1 className="text-3xl font-bold">Le Bistrot du Marché</h1>
            <p className="text-muted-foreground">Réservez votre table en quelques secondes</p>
          </div>
        </div>

        <Tabs defaultValue="reserver">
          <TabsList>
            <TabsTrigger value="reserver">Réserver une table</TabsTrigger>
            <TabsTrigger value="liste">Réservations ({count})</TabsTrigger>
          </TabsList>
          <TabsContent value="reserver">
            <Card>
              <CardHeader>
                <CardTitle>Nouvelle réservation</CardTitle>
                <CardDescription>Ouvert du mardi au samedi, midi et soir.</CardDescription>
              </CardHeader>
              <CardContent>
                <BookingForm />
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="liste">
            <ReservationList />
          </TabsContent>
        </Tabs>
      </div>
    </div>
  );
};

export default Index;

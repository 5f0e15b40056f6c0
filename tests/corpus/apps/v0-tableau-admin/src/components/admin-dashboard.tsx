"use client"

import { useState } from "react"
import { Activity, ArrowUpRight, Bell, CreditCard, DollarSign, Users } from "lucide-react"
import { Sidebar } from "~/components/admin/sidebar"
import { UsersTable } from "~/components/admin/users-table"
import { Button } from "~/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card"
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs"

const stats = [
  { title: "Revenu total", value: "45 231,89 €", change: "+20,1 % depuis le mois dernier", icon: DollarSign },
  { title: "Abonnés", value: "+2 350", change: "+180,1 % depuis le mois dernier", icon: Users },
  { title: "Ventes", value: "+12 234", change: "+19 % depuis le mois dernier", icon: CreditCard },
  { title: "Actifs maintenant", value: "+573", change: "+201 depuis une heure", icon: Activity },
]

const activity = [
  { who: "Claire Fontaine", what: "a invité Lina Bouchard", when: "il y a 5 min" },
  { who: "Yanis Mercier", what: "a exporté le rapport de septembre", when: "il y a 40 min" },
  { who: "Système", what: "sauvegarde nocturne terminée", when: "il y a 6 h" },
]

export default function AdminDashboard() {
  const [section, setSection] = useState("overview")

  return (
    <div className="flex min-h-screen bg-muted/40">
      <Sidebar active={section} onSelect={setSection} />
      <div className="flex flex-1 flex-col">
        <header className="flex h-16 items-center justify-between border-b bg-background px-6">
          <h1 className="text-xl font-semibold">Tableau de bord</h1>
          <div className="flex items-center gap-2">
            <Button variant="outline" size="icon" aria-label="Notifications">
              <Bell />
            </Button>
            <Button>
              Télécharger le rapport <ArrowUpRight />
            </Button>
          </div>
        </header>
        <main className="flex-1 space-y-6 p-6">
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            {stats.map((stat) => (
              <Card key={stat.title} className="gap-2">
                <CardHeader className="flex flex-row items-center justify-between">
                  <CardTitle className="text-sm font-medium">{stat.title}</CardTitle>
                  <stat.icon className="size-4 text-muted-foreground" />
                </CardHeader>
                <CardContent>
                  <div className="text-2xl font-bold">{stat.value}</div>
                  <p className="text-xs text-muted-foreground">{stat.change}</p>
                </CardContent>
              </Card>
            ))}
          </div>
          <Tabs defaultValue="users">
            <TabsList>
              <TabsTrigger value="users">Utilisateurs</TabsTrigger>
              <TabsTrigger value="activity">Activité récente</TabsTrigger>
            </TabsList>
            <TabsContent value="users">
              <UsersTable />
            </TabsContent>
            <TabsContent value="activity">
              <Card>
                <CardHeader>
                  <CardTitle>Activité récente</CardTitle>
                  <CardDescription>Ce qui s'est passé aujourd'hui</CardDescription>
                </CardHeader>
                <CardContent className="space-y-4">
                  {activity.map((a) => (
                    <div key={a.what} className="flex items-center justify-between text-sm">
                      <p><span className="font-medium">{a.who}</span> {a.what}</p>
                      <span className="text-muted-foreground">{a.when}</span>
                    </div>
                  ))}
                </CardContent>
              </Card>
            </TabsContent>
          </Tabs>
        </main>
      </div>
    </div>
  )
}

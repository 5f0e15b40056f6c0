import { useEffect, useState } from "react";

export const CATEGORIES = ["Logement", "Courses", "Transports", "Loisirs", "Santé", "Épargne"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Expense {
  id: string;
  label: string;
  amount: number;
  category: Category;
  date: string;
}

const KEY = "budget-depenses";

const SAMPLE: Expense[] = [
  { id: "1", label: "Loyer", amount: 820, category: "Logement", date: "2024-09-01" },
  { id: "2", label: "Supermarché", amount: 312.4, category: "Courses", date: "2024-09-07" },
  { id: "3", label: "Pass Navigo", amount: 86.4, category: "Transports", date: "2024-09-02" },
  { id: "4", label: "Cinéma", amount: 24, category: "Loisirs", date: "2024-09-08" },
  { id: "5", label: "Pharmacie", amount: 18.9, category: "Santé", date: "2024-09-10" },
  { id: "6", label: "Livret A", amount: 200, category: "Épargne", date: "2024-09-05" },
  { id: "7", label: "Marché", amount: 46.5, category: "Courses", date: "2024-09-14" },
];

export function useBudget() {
  const [expenses, setExpenses] = useState<Expense[]>(() => {
    const stored = localStorage.getItem(KEY);
    return stored ? (JSON.parse(stored) as Expense[]) : SAMPLE;
  });
  const [income, setIncome] = useState<number>(() => Number(localStorage.getItem(`${KEY}-revenu`) ?? 2450));

  useEffect(() => localStorage.setItem(KEY, JSON.stringify(expenses)), [expenses]);
  useEffect(() => localStorage.setItem(`${KEY}-revenu`, String(income)), [income]);

  const add = (expense: Omit<Expense, "id">) =>
    setExpenses((list) => [...list, { ...expense, id: String(Date.now()) }]);
  const remove = (id: string) => setExpenses((list) => list.filter((e) => e.id !== id));

  const total = expenses.reduce((sum, e) => sum + e.amount, 0);
  const byCategory = CATEGORIES.map((category) => ({
    category,
    amount: Math.round(expenses.filter((e) => e.category === category).reduce((s, e) => s + e.amount, 0) * 100) / 100,
  })).filter((c) => c.amount > 0);

  return { expenses, income, setIncome, add, remove, total, byCategory };
}

export const euros = (n: number) => n.toLocaleString("fr-FR", { style: "currency", currency: "EUR" });

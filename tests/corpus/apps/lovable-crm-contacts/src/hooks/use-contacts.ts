import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContact, deleteContact, fetchContact, fetchContacts } from "@/lib/contacts-api";

export const useContacts = () => useQuery({ queryKey: ["contacts"], queryFn: fetchContacts });

export const useContact = (id: string) =>
  useQuery({ queryKey: ["contacts", id], queryFn: () => fetchContact(id) });

export const useCreateContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["contacts"] }),
  });
};

export const useDeleteContact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["contacts"] }),
  });
};

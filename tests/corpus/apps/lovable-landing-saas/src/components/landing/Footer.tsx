import { Github, Linkedin, Twitter } from "lucide-react";
import logo from "@/assets/logo.svg";

export const Footer = () => (
  <footer className="border-t py-10">
    <div className="container flex flex-col items-center justify-between gap-4 md:flex-row">
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <img src={logo} alt="" className="h-6 w-6" />
        © {new Date().getFullYear()} Planifio. Tous droits réservés.
      </div>
      <div className="flex gap-4 text-muted-foreground">
        <a href="https://github.com" aria-label="GitHub" className="hover:text-foreground"><Github className="h-5 w-5" /></a>
        <a href="https://twitter.com" aria-label="Twitter" className="hover:text-foreground"><Twitter className="h-5 w-5" /></a>
        <a href="https://linkedin.com" aria-label="LinkedIn" className="hover:text-foreground"><Linkedin className="h-5 w-5" /></a>
      </div>
    </div>
  </footer>
);

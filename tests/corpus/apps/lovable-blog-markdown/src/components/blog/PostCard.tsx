import { Link } from "react-router-dom";
import { format, parseISO } from "date-fns";
import { fr } from "date-fns/locale";
import { Badge } from "@/components/ui/badge";
import type { Post } from "@/content/posts";

export function PostCard({ post }: { post: Post }) {
  return (
    <Link to={`/articles/${post.slug}`} className="group block rounded-lg border p-5 transition-colors hover:border-primary">
      <p className="text-xs uppercase tracking-wide text-muted-foreground">
        {format(parseISO(post.date), "d MMMM yyyy", { locale: fr })}
      </p>
      <h3 className="mt-1 font-serif text-lg font-semibold group-hover:text-primary">{post.title}</h3>
      <p className="mt-2 text-sm text-muted-foreground">{post.excerpt}</p>
      <div className="mt-3 flex gap-1">
        {post.tags.map((tag) => <Badge key={tag} variant="secondary">{tag}</Badge>)}
      </div>
    </Link>
  );
}

import { Link, useParams } from "react-router-dom";
import { ArrowLeft } from "lucide-react";
import { format, parseISO } from "date-fns";
import { fr } from "date-fns/locale";
import { Layout } from "@/components/blog/Layout";
import { Markdown } from "@/components/blog/Markdown";
import { findPost } from "@/content/posts";
import NotFound from "./NotFound";

const Article = () => {
  const { slug = "" } = useParams();
  const post = findPost(slug);
  if (!post) return <NotFound />;

  return (
    <Layout>
      <Link to="/" className="mb-6 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="h-4 w-4" /> Tous les articles
      </Link>
      <h1 className="font-serif text-4xl font-bold">{post.title}</h1>
      <p className="mb-8 mt-2 text-muted-foreground">{format(parseISO(post.date), "EEEE d MMMM yyyy", { locale: fr })}</p>
      <Markdown source={post.body} />
    </Layout>
  );
};

export default Article;

import { useState } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Layout } from "@/components/blog/Layout";
import { Markdown } from "@/components/blog/Markdown";
import { PostCard } from "@/components/blog/PostCard";
import { posts } from "@/content/posts";

const Index = () => {
  const [tag, setTag] = useState<string | null>(null);
  const [featured, ...others] = posts;
  const tags = [...new Set(posts.flatMap((p) => p.tags))];
  const list = tag ? others.filter((p) => p.tags.includes(tag)) : others;

  return (
    <Layout>
      <section className="mb-12">
        <p className="mb-2 text-sm font-medium text-primary">À la une</p>
        <h1 className="font-serif text-4xl font-bold">{featured.title}</h1>
        <Markdown source={featured.body} />
        <Button asChild variant="outline"><Link to={`/articles/${featured.slug}`}>Lire sur sa page</Link></Button>
      </section>

      <section>
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <h2 className="mr-4 font-serif text-2xl font-bold">Autres articles</h2>
          <Button size="sm" variant={tag === null ? "default" : "ghost"} onClick={() => setTag(null)}>Tous</Button>
          {tags.map((t) => (
            <Button key={t} size="sm" variant={tag === t ? "default" : "ghost"} onClick={() => setTag(t)}>{t}</Button>
          ))}
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          {list.map((post) => <PostCard key={post.slug} post={post} />)}
        </div>
      </section>
    </Layout>
  );
};

export default Index;

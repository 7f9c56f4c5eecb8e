-- "Did you mean" (issue 27): the words of every stored search key, per area, kept by a trigger on each
-- write of a key (an insert, an edit, the start-up rebuild), and filled once from the rows there are.
-- Short words (under 4 letters) and numbers are left out: a one-letter slip in them is another word.
CREATE TABLE "search_vocabulary" (
	"area" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_vocabulary_area_word_pk" PRIMARY KEY("area","word")
);
--> statement-breakpoint
CREATE FUNCTION remember_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (area, word)
  SELECT DISTINCT TG_ARGV[0], w FROM unnest(string_to_array(NEW.search_text, ' ')) AS w
  WHERE length(w) BETWEEN 4 AND 40 AND w !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_vocabulary AFTER INSERT OR UPDATE OF search_text ON products FOR EACH ROW EXECUTE FUNCTION remember_search_words('shop');
--> statement-breakpoint
CREATE TRIGGER announcements_search_vocabulary AFTER INSERT OR UPDATE OF search_text ON announcements FOR EACH ROW EXECUTE FUNCTION remember_search_words('announcements');
--> statement-breakpoint
CREATE TRIGGER news_search_vocabulary AFTER INSERT OR UPDATE OF search_text ON news FOR EACH ROW EXECUTE FUNCTION remember_search_words('news');
--> statement-breakpoint
INSERT INTO search_vocabulary (area, word)
SELECT DISTINCT s.area, w FROM (
  SELECT 'shop' AS area, search_text FROM products
  UNION ALL SELECT 'announcements', search_text FROM announcements
  UNION ALL SELECT 'news', search_text FROM news
) AS s, unnest(string_to_array(s.search_text, ' ')) AS w
WHERE length(w) BETWEEN 4 AND 40 AND w !~ '^[0-9]+$'
ON CONFLICT DO NOTHING;

-- Starting catalogue of plans and credit packages. The admin area edits these rows; code reads them from here.
INSERT INTO "plans" ("type", "name", "description", "price_cents", "currency", "interval", "monthly_credits", "features", "allow_custom_images", "allowed_story_lengths", "sort_order") VALUES
  ('free', 'Free', 'Try the studio: short storybooks with monthly credits.', 0, 'gbp', 'month', 10,
   '["Create storybooks", "AI story generation", "10 monthly credits", "Short stories"]', false, '["short"]', 0),
  ('pro', 'Pro', 'For regular bedtime authors: every story length and your own character pictures.', 999, 'gbp', 'month', 100,
   '["Create storybooks", "AI story generation", "100 monthly credits", "Short, medium and long stories", "Custom character images"]', true, '["short", "medium", "long"]', 1),
  ('premium', 'Premium', 'For busy households and classrooms: the most credits every month.', 1999, 'gbp', 'month', 300,
   '["Create storybooks", "AI story generation", "300 monthly credits", "Short, medium and long stories", "Custom character images", "Priority illustration queue"]', true, '["short", "medium", "long"]', 2);
--> statement-breakpoint
INSERT INTO "credit_packages" ("name", "credits", "price_cents", "currency", "sort_order") VALUES
  ('Starter pack', 50, 499, 'gbp', 0),
  ('Family pack', 150, 1299, 'gbp', 1),
  ('Studio pack', 400, 2999, 'gbp', 2);

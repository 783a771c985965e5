// Form bodies of actions. A request whose body is no form (wrong content type, broken multipart)
// is user input gone wrong, not a server error: callers get null and answer as for an invalid form.
export async function readFormData(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
